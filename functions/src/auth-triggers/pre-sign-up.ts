import { authMessages, type CompanyDirectory } from '@kinwell/core';
import type { PreSignUpTriggerEvent } from 'aws-lambda';

export interface PreSignUpDeps {
  companies: CompanyDirectory;
}

/**
 * The user pool's PreSignUp trigger: only an address whose domain belongs to a client company, or one that
 * was invited, may create an account (spec §1, §5). Cognito answers a throw with
 * UserLambdaValidationException "PreSignUp failed with error <message>.", which CognitoIdentity turns
 * back into the message. An eligible sign-up goes on unchanged: the user still confirms with the mailed code.
 */
export function createPreSignUpHandler({ companies }: PreSignUpDeps) {
  return async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
    // Accounts ops make with AdminCreateUser (experts: `npm run expert -- add`) need IAM rights no user has; the
    // company rule is for sign-ups, and an expert's address belongs to no client company.
    if (event.triggerSource === 'PreSignUp_AdminCreateUser') return event;
    // eligibility() trims and lowercases; a missing email (no such sign-up in this pool) is not eligible.
    const { eligible } = await companies.eligibility(event.request.userAttributes.email ?? '');
    if (!eligible) throw new Error(authMessages.notEligible);
    return event;
  };
}
