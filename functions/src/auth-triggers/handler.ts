// Lambda entry of the user pool's PreSignUp trigger.
import { companyDeps } from '../runtime/aws';
import { createPreSignUpHandler } from './pre-sign-up';

export const handler = createPreSignUpHandler(companyDeps());
