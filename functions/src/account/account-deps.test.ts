import { describe, expect, it } from 'vitest';
import { accountDeps } from '../runtime/aws/account';

const env = {
  AWS_REGION: 'eu-west-1',
  COMPANY_BUCKET: 'kinwell-dev-company',
  DB_CLUSTER_ARN: 'arn:aws:rds:eu-west-1:123456789012:cluster:kinwell',
  DB_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:db',
  DB_NAME: 'kinwell',
  USER_POOL_ID: 'eu-west-1_abc',
  USER_POOL_CLIENT_ID: 'client',
  MAIL_FROM: 'Kinwell <no-reply@mail.kinwell.example>',
  MAIL_TEMPLATE_PREFIX: 'kinwell-dev-',
  APP_URL: 'https://app.kinwell.example',
};

describe('accountDeps (AWS composition root)', () => {
  it('reaches every store of personal data, Zoho included when the environment names its secret', () => {
    const names = (deps: ReturnType<typeof accountDeps>) => deps.personalData.map((store) => store.name);
    expect(names(accountDeps(env))).toEqual([
      'crm',
      'themeEvents',
      'progress',
      'bookings',
      'coachConversation',
      'expertChat',
      'personalEmail',
      'sentInvites',
    ]);
    const zoho = accountDeps({ ...env, ZOHO_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:zoho' });
    expect(names(zoho)).toEqual([
      'crm',
      'themeEvents',
      'progress',
      'bookings',
      'coachConversation',
      'expertChat',
      'personalEmail',
      'sentInvites',
    ]);
  });

  it('fails fast without the mail sender or the app URL the goodbye is branded from', () => {
    const { APP_URL: _, ...noAppUrl } = env;
    expect(() => accountDeps(noAppUrl)).toThrow(/APP_URL/);
    const { MAIL_FROM: __, ...noFrom } = env;
    expect(() => accountDeps(noFrom)).toThrow(/MAIL_FROM/);
  });
});
