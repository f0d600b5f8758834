export { RdsDataDatabase, type RdsDataDatabaseOptions } from './rds-data-database';
export { S3ObjectStore, type S3ObjectStoreOptions } from './s3-object-store';
