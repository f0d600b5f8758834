import * as z from 'zod';

/**
 * How to reach a Zoho CRM org: its API domain (e.g. https://www.zohoapis.eu), its accounts server
 * (e.g. https://accounts.zoho.eu) and a self client's refresh token. In AWS it is one Secrets Manager
 * secret holding this JSON.
 */
export const ZohoConfig = z.object({
  apiDomain: z.url().transform((url) => url.replace(/\/+$/, '')),
  accountsUrl: z.url().transform((url) => url.replace(/\/+$/, '')),
  clientId: z.string().min(1),
  clientSecret: z.string().min(1),
  refreshToken: z.string().min(1),
});
export type ZohoConfig = z.infer<typeof ZohoConfig>;
