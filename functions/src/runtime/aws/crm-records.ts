// The CRM of an environment, for every root that reads or writes members' records: Zoho when it names its secret,
// else the built-in CRM tables in SQL. Apart from the crm root (which loads the company bucket), so a group that
// has no company bucket (expert) does not load the S3 client.
import { type CompanyDirectory, type Crm, companyNameOfAccount, type SqlDatabase } from '@kinwell/core';
import { SqlCrm } from '@kinwell/database';
import { CrmEnv, type Env } from './env';

/**
 * A Crm whose adapter is made on first use: the Zoho secret is read once per cold start (not at import, so
 * the handler needs no top-level await), and again only if that read failed.
 */
function deferredCrm(load: () => Promise<Crm>): Crm {
  let loading: Promise<Crm> | undefined;
  const crm = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    createLead: async (fields) => (await crm()).createLead(fields),
    findLeads: async (query) => (await crm()).findLeads(query),
    getLead: async (id) => (await crm()).getLead(id),
    updateLead: async (id, fields) => (await crm()).updateLead(id, fields),
    upsertContact: async (identity, fields) => (await crm()).upsertContact(identity, fields),
    updateContact: async (id, fields) => (await crm()).updateContact(id, fields),
    findContacts: async (query) => (await crm()).findContacts(query),
    getContact: async (id) => (await crm()).getContact(id),
    getAccount: async (id) => (await crm()).getAccount(id),
    attachContactToAccount: async (contactId, accountId) => (await crm()).attachContactToAccount(contactId, accountId),
    personalRecords: async (userId) => (await crm()).personalRecords(userId),
    erasePersonalRecords: async (userId) => (await crm()).erasePersonalRecords(userId),
  };
}

/**
 * Zoho, configured from its secret (a JSON ZohoConfig). Secrets Manager's client and the Zoho adapter are
 * imported here, on first use, not at cold start: they serve this one read and only where Zoho is configured.
 */
async function zohoCrmFromSecret(secretArn: string): Promise<Crm> {
  const [{ GetSecretValueCommand, SecretsManagerClient }, { ZohoConfig, ZohoCrm }] = await Promise.all([
    import('@aws-sdk/client-secrets-manager'),
    import('@kinwell/adapters-zoho'),
  ]);
  const secrets = new SecretsManagerClient({});
  const { SecretString } = await secrets.send(new GetSecretValueCommand({ SecretId: secretArn }));
  return new ZohoCrm(ZohoConfig.parse(JSON.parse(SecretString ?? '{}')));
}

/**
 * The CRM of this environment: Zoho when it names its secret, else the built-in CRM tables in SQL. Without the
 * company directory (a group that only reads members' records) the built-in CRM names no accounts.
 */
export function crmFromEnv(env: Env, database: SqlDatabase, companies: CompanyDirectory | undefined): Crm {
  const { ZOHO_SECRET_ARN: zohoSecretArn } = CrmEnv.parse(env);
  if (zohoSecretArn) return deferredCrm(() => zohoCrmFromSecret(zohoSecretArn));
  return new SqlCrm(
    database,
    companies ? { accountName: (accountId) => companyNameOfAccount(companies, accountId) } : {},
  );
}
