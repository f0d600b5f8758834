export { type AccessTokenVerifier, CognitoIdentity, type CognitoIdentityOptions } from './cognito-identity';
export { RdsDataDatabase, type RdsDataDatabaseOptions } from './rds-data-database';
export { RdsDataApiError } from './rds-data-error';
export { S3ObjectStore, type S3ObjectStoreOptions } from './s3-object-store';
export { SesTemplatedMail, type SesTemplatedMailOptions } from './ses-templated-mail';
