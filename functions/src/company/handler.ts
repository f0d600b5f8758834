// Lambda entry of the company endpoint group.
import { companyDeps } from '../runtime/aws/company';
import { createCompanyHandler } from './app';

export const handler = createCompanyHandler(companyDeps());
