import { describe, expect, it } from 'vitest';
import { mailDeps } from '../runtime/aws/mail';

const env = {
  AWS_REGION: 'eu-west-1',
  COMPANY_BUCKET: 'kinwell-dev-company',
  DB_CLUSTER_ARN: 'arn:aws:rds:eu-west-1:123456789012:cluster:kinwell',
  DB_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:db',
  DB_NAME: 'kinwell',
  USER_POOL_ID: 'eu-west-1_abc',
  USER_POOL_CLIENT_ID: 'client',
  MAIL_FROM: 'Kinwell <no-reply@mail.kinwell.example>',
  MAIL_CONFIGURATION_SET: 'kinwell-dev',
  MAIL_TEMPLATE_PREFIX: 'kinwell-dev-',
  APP_URL: 'https://app.kinwell.example',
};

describe('mailDeps (AWS composition root)', () => {
  it('builds the mail group from its environment', () => {
    expect(mailDeps(env)).toMatchObject({ identity: expect.any(Object), invitations: expect.any(Object) });
  });

  it('fails fast without the app URL links must point into, or the sender', () => {
    const { APP_URL: _, ...noAppUrl } = env;
    expect(() => mailDeps(noAppUrl)).toThrow(/APP_URL/);
    expect(() => mailDeps({ ...env, APP_URL: 'javascript:alert(1)' })).toThrow(/APP_URL/);
    const { MAIL_FROM: __, ...noFrom } = env;
    expect(() => mailDeps(noFrom)).toThrow(/MAIL_FROM/);
  });
});
