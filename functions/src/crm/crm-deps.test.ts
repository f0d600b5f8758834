import { SqlCrm } from '@kinwell/database';
import { describe, expect, it } from 'vitest';
import { crmDeps } from '../runtime/aws/crm';

const ENV = {
  AWS_REGION: 'eu-west-1',
  COMPANY_BUCKET: 'kinwell-test-companies',
  DB_CLUSTER_ARN: 'arn:aws:rds:eu-west-1:123456789012:cluster:kinwell-test',
  DB_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:db-AbCdEf',
  DB_NAME: 'kinwell',
  USER_POOL_ID: 'eu-west-1_abcdefghi',
  USER_POOL_CLIENT_ID: 'client',
};

describe('the CRM of the AWS composition root', () => {
  it('is the built-in CRM tables when no Zoho secret is named', () => {
    expect(crmDeps(ENV).crm).toBeInstanceOf(SqlCrm);
  });

  it('is Zoho, read from its secret on first use, when ZOHO_SECRET_ARN is set', () => {
    const { crm } = crmDeps({ ...ENV, ZOHO_SECRET_ARN: 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:zoho' });
    expect(crm).not.toBeInstanceOf(SqlCrm);
    expect(typeof crm.createLead).toBe('function');
  });
});
