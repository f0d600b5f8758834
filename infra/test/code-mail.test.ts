import { beforeAll, describe, expect, it } from 'vitest';
import { environmentConfig } from '../lib/config';
import {
  actionsOf,
  crossStackValue,
  functionEnv,
  logicalId,
  plainStackSet,
  resourcesOf,
  roleStatements,
  type TestStackSet,
} from './support';

// The Cognito custom email sender: staging and prod mail the codes themselves (SES), dev keeps Cognito's mailer.
let dev: TestStackSet;
let sets: [string, TestStackSet][];

beforeAll(() => {
  dev = plainStackSet('dev');
  sets = [
    ['staging', plainStackSet('staging')],
    ['prod', plainStackSet('prod')],
  ];
});

function parts(set: TestStackSet) {
  const { codeMail, codeKey } = set.stacks.auth;
  if (!codeMail || !codeKey) throw new Error('no custom email sender');
  const resources = resourcesOf(set.templates.auth);
  return { codeMail, codeKey, resources, pool: resources[logicalId(set.stacks.auth.userPool)]?.Properties };
}

describe('custom email sender (staging, prod)', () => {
  it('makes the Lambda the pool’s custom email sender, with the KMS key Cognito encrypts the codes with', () => {
    for (const [name, set] of sets) {
      const { codeMail, codeKey, pool } = parts(set);
      expect(pool?.LambdaConfig, name).toMatchObject({
        CustomEmailSender: {
          LambdaArn: { 'Fn::GetAtt': [logicalId(codeMail.function), 'Arn'] },
          LambdaVersion: 'V1_0',
        },
        KMSKeyID: { 'Fn::GetAtt': [logicalId(codeKey), 'Arn'] },
        PreSignUp: expect.anything(),
      });
    }
  });

  it('rotates the key and lets Cognito of this account encrypt with it', () => {
    for (const [name, set] of sets) {
      const { codeKey, resources } = parts(set);
      const key = resources[logicalId(codeKey)]?.Properties;
      expect(key?.EnableKeyRotation, name).toBe(true);
      const policy = key?.KeyPolicy as { Statement: { Principal?: unknown; Action: unknown }[] } | undefined;
      const statements = policy?.Statement ?? [];
      expect(statements).toContainEqual(
        expect.objectContaining({
          Principal: { Service: 'cognito-idp.amazonaws.com' },
          Action: 'kms:Encrypt',
          Condition: { StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } } },
        }),
      );
    }
  });

  it('lets Cognito invoke the Lambda', () => {
    for (const [name, set] of sets) {
      const { codeMail, resources } = parts(set);
      const invoke = Object.values(resources).filter(
        (r) =>
          r.Type === 'AWS::Lambda::Permission' &&
          JSON.stringify(r.Properties.FunctionName).includes(logicalId(codeMail.function)),
      );
      expect(invoke, name).toHaveLength(1);
      expect(invoke[0]?.Properties.Principal).toBe('cognito-idp.amazonaws.com');
    }
  });

  it("sets the key, the environment's sender and configuration set, and grants kms:Decrypt and SES SendEmail", () => {
    for (const [name, set] of sets) {
      const { codeMail, codeKey } = parts(set);
      const env = functionEnv(set.templates.auth, codeMail.function);
      expect(env.CODE_KMS_KEY_ARN, name).toEqual({ 'Fn::GetAtt': [logicalId(codeKey), 'Arn'] });
      expect(env.MAIL_FROM).toBe(environmentConfig(name as 'staging' | 'prod').mail.from);
      expect(env.MAIL_CONFIGURATION_SET).toBeDefined();

      const statements = roleStatements(set, set.templates.auth, codeMail.role);
      const decrypt = statements.find((s) => actionsOf(s).includes('kms:Decrypt'));
      expect(decrypt?.Resource).toEqual({ 'Fn::GetAtt': [logicalId(codeKey), 'Arn'] });
      const send = statements.find((s) => actionsOf(s).includes('ses:SendEmail'));
      expect(actionsOf(send as NonNullable<typeof send>)).toEqual(['ses:SendEmail']);
      const resources = JSON.stringify(
        ([] as unknown[]).concat(send?.Resource).map((resource) => crossStackValue(set, resource)),
      );
      // The environment's SES identity and configuration set: never `*`.
      expect(resources).toContain(':identity/');
      expect(resources).toContain(':configuration-set/');
      expect(resources).not.toContain('"*"');
    }
  });
});

describe('dev', () => {
  it("keeps Cognito's own mailer: no custom sender, no key", () => {
    expect(dev.stacks.auth.codeMail).toBeUndefined();
    const pool = resourcesOf(dev.templates.auth)[logicalId(dev.stacks.auth.userPool)]?.Properties;
    expect(pool?.LambdaConfig).not.toHaveProperty('CustomEmailSender');
    expect(dev.templates.auth.findResources('AWS::KMS::Key')).toEqual({});
  });
});
