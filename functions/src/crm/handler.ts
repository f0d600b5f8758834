// Lambda entry of the CRM endpoint group.
import { crmDeps } from '../runtime/aws/crm';
import { createCrmHandler } from './app';

export const handler = createCrmHandler(crmDeps());
