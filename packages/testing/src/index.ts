export { type BookingFixture, describeBookingContract } from './contracts/booking-contract';
export { type ChatStoreFixture, describeChatStoreContract } from './contracts/chat-store-contract';
export { type CoachModelFixture, describeCoachModelContract } from './contracts/coach-model-contract';
export { type CoachStoreFixture, describeCoachStoreContract } from './contracts/coach-store-contract';
export { type CrmFixture, describeCrmContract } from './contracts/crm-contract';
export { describeIdentityContract, type IdentityFixture } from './contracts/identity-contract';
export { describeObjectStoreContract, type ObjectStoreFixture } from './contracts/object-store-contract';
export { describeProgressContract, type ProgressFixture } from './contracts/progress-contract';
export { describeSqlDatabaseContract, type SqlDatabaseFixture } from './contracts/sql-database-contract';
export {
  type DeliveredMail,
  describeTemplatedMailContract,
  type TemplatedMailFixture,
} from './contracts/templated-mail-contract';
export { type CognitoCodePurpose, CognitoFake, type CognitoFakeOptions, type SentCode } from './fakes/cognito-fake';
export {
  type ChatCompletionRequest,
  type FakeReply,
  OpenAiCompatibleFake,
} from './fakes/openai-compatible-fake';
export { RdsDataApiFake } from './fakes/rds-data-api-fake';
export { type LoggedLine, RecordingLog } from './fakes/recording-log';
export { S3Fake, type S3FakeOptions } from './fakes/s3-fake';
