// Lambda entry of the user pool's PreSignUp trigger. It needs the company directory only: no user pool
// ids (the pool's own trigger cannot be given them without a cycle) and no database.
import { companyDirectoryFromEnv } from '../runtime/aws/company-bucket';
import { createPreSignUpHandler } from './pre-sign-up';

export const handler = createPreSignUpHandler({ companies: companyDirectoryFromEnv() });
