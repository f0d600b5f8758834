export { type Migration, migrate } from './migrate';
export { migrations } from './migrations/index';
export { SqlRateLimitStore } from './repositories/sql-rate-limit-store';
export { SqlThemeEventsRepository } from './repositories/sql-theme-events-repository';
