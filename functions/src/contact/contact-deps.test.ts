import { describe, expect, it } from 'vitest';
import { contactDeps } from '../runtime/aws/contact';

const env = {
  AWS_REGION: 'eu-west-1',
  DB_CLUSTER_ARN: 'arn:aws:rds:eu-west-1:123456789012:cluster:kinwell',
  DB_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:db',
  DB_NAME: 'kinwell',
  MAIL_FROM: 'Kinwell <no-reply@mail.kinwell.example>',
  MAIL_TEMPLATE_PREFIX: 'kinwell-dev-',
  APP_URL: 'https://app.kinwell.example',
  CONTACT_TO: 'team@kinwell.example',
};

describe('contactDeps (AWS composition root)', () => {
  it('builds the contact group from its environment', () => {
    expect(contactDeps(env)).toMatchObject({ contactMessages: expect.any(Object) });
  });

  it('fails fast without a valid team address', () => {
    const { CONTACT_TO: _, ...noTeam } = env;
    expect(() => contactDeps(noTeam)).toThrow(/CONTACT_TO/);
    expect(() => contactDeps({ ...env, CONTACT_TO: 'not an address' })).toThrow(/CONTACT_TO/);
  });
});
