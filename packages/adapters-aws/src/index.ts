// Every adapter, for tests and tools. Lambda composition roots import each adapter through its own entry point
// (`@kinwell/adapters-aws/s3-object-store`, ...), so a function loads only the SDK clients it uses.
export { BedrockCoachModel, type BedrockCoachModelOptions } from './bedrock-coach-model';
export { CognitoIdentity, type CognitoIdentityOptions } from './cognito-identity';
export {
  type AccessTokenVerifier,
  CognitoTokenVerifier,
  type CognitoTokenVerifierOptions,
} from './cognito-token-verifier';
export {
  atExpression,
  EventBridgeReminderScheduler,
  type EventBridgeReminderSchedulerOptions,
  reminderScheduleName,
} from './event-bridge-reminder-scheduler';
export { RdsDataDatabase, type RdsDataDatabaseOptions } from './rds-data-database';
export { DatabaseUnavailableError, RdsDataApiError } from './rds-data-error';
export { isRetryableDataApiError, type ResumeRetryOptions, retryWhileResuming } from './rds-data-retry';
export { S3ObjectStore, type S3ObjectStoreOptions } from './s3-object-store';
export { SesMailSender, type SesMailSenderOptions } from './ses-mail-sender';
export { SesTemplatedMail, type SesTemplatedMailOptions } from './ses-templated-mail';
export { SnsOnCallNotifier } from './sns-on-call-notifier';
