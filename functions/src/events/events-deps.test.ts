import { UnauthorizedError } from '@kinwell/core';
import { describe, expect, it } from 'vitest';
import { eventsDeps } from '../runtime/aws/events';

const env = {
  AWS_REGION: 'eu-west-1',
  DB_CLUSTER_ARN: 'arn:aws:rds:eu-west-1:123456789012:cluster:kinwell',
  DB_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:db',
  DB_NAME: 'kinwell',
  USER_POOL_ID: 'eu-west-1_abc',
  USER_POOL_CLIENT_ID: 'client',
};

describe('eventsDeps (AWS composition root)', () => {
  it('verifies callers offline: a token that is not a JWT is an ended session, with no call to Cognito', async () => {
    await expect(eventsDeps(env).verifyCaller('not-a-jwt')).rejects.toBeInstanceOf(UnauthorizedError);
  });

  it('fails fast without the user pool or the database', () => {
    const { USER_POOL_ID: _, ...noPool } = env;
    expect(() => eventsDeps(noPool)).toThrow(/USER_POOL_ID/);
    const { DB_CLUSTER_ARN: __, ...noDatabase } = env;
    expect(() => eventsDeps(noDatabase)).toThrow(/DB_CLUSTER_ARN/);
  });
});
