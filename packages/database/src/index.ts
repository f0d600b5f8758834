export { type Migration, migrate } from './migrate';
export { migrations } from './migrations/index';
export { SqlThemeEventsRepository } from './repositories/sql-theme-events-repository';
