export { ZohoClient, type ZohoClientOptions, type ZohoRequest, type ZohoResponse } from './zoho-client';
export { ZohoConfig } from './zoho-config';
export { criteria, ZohoCrm } from './zoho-crm';
export { ZohoApiError } from './zoho-error';
export { ZohoTokenSource } from './zoho-token-source';
