export { type Migration, migrate } from './migrate';
export { migrations } from './migrations/index';
export { type PositionalStatement, toPositionalParameters } from './named-parameters';
export { SqlCrm, type SqlCrmOptions } from './repositories/sql-crm';
export { SqlPersonalEmailStore } from './repositories/sql-personal-email-store';
export { SqlProgressStore } from './repositories/sql-progress-store';
export { SqlRateLimitStore } from './repositories/sql-rate-limit-store';
export { SqlThemeEventsRepository } from './repositories/sql-theme-events-repository';
export { type SqlToken, type SqlTokenKind, tokenizeSql } from './sql-tokens';
