// Lambda entry of the CRM endpoint group.
import { crmDeps } from '../runtime/aws';
import { createCrmHandler } from './app';

export const handler = createCrmHandler(crmDeps());
