import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FolderObjectStore } from '@kinwell/adapters-local';
import { authMessages, CompanyDirectory } from '@kinwell/core';
import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPreSignUpHandler } from './pre-sign-up';

/** The event Cognito sends for a SignUp call, as documented for the PreSignUp trigger. */
function signUpEvent(email: string): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_Pool1',
    userName: '2f1c7a9e-0000-4000-8000-000000000001',
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId: 'spa-client' },
    triggerSource: 'PreSignUp_SignUp',
    request: {
      userAttributes: { email, 'custom:isOnboarded': 'false', 'custom:onboardingStep_curr': '0' },
      validationData: {},
    },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

describe('PreSignUp trigger', () => {
  let folder: string;
  let handler: ReturnType<typeof createPreSignUpHandler>;

  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'kinwell-pre-sign-up-'));
    const companies = new CompanyDirectory(new FolderObjectStore(folder));
    await companies.create({
      companyId: 'acme',
      accountId: 'zoho-acme',
      name: 'Acme',
      domains: ['acme.example'],
      colors: { primary: '#123456', secondary: '#654321' },
      logoUrl: '',
    });
    await companies.invite('partner@gmail.example', 'acme');
    handler = createPreSignUpHandler({ companies });
  });

  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('lets an address of a company domain sign up, leaving the event as it was (no auto-confirm)', async () => {
    const event = signUpEvent('jane@acme.example');
    const before = structuredClone(event);

    const answer = await handler(event);

    expect(answer).toBe(event);
    expect(answer).toEqual(before);
    expect(answer.response.autoConfirmUser).toBe(false);
  });

  it('lets an invited address sign up', async () => {
    await expect(handler(signUpEvent('partner@gmail.example'))).resolves.toMatchObject({
      request: { userAttributes: { email: 'partner@gmail.example' } },
    });
  });

  it('refuses any other address with the eligibility message', async () => {
    await expect(handler(signUpEvent('stranger@gmail.example'))).rejects.toThrow(authMessages.notEligible);
    // A look-alike of the company domain is another domain.
    await expect(handler(signUpEvent('jane@notacme.example'))).rejects.toThrow(authMessages.notEligible);
  });

  it('lets ops’ AdminCreateUser through (an expert’s address belongs to no company), but not a sign-up of it', async () => {
    const created = { ...signUpEvent('amelie@experts.example'), triggerSource: 'PreSignUp_AdminCreateUser' as const };
    await expect(handler(created)).resolves.toBe(created);
    await expect(handler(signUpEvent('amelie@experts.example'))).rejects.toThrow(authMessages.notEligible);
  });

  it('refuses an event without an email', async () => {
    const event = signUpEvent('');
    delete event.request.userAttributes.email;
    await expect(handler(event)).rejects.toThrow(authMessages.notEligible);
  });

  it('matches domains and invitations whatever the case and surrounding spaces', async () => {
    await expect(handler(signUpEvent('  Jane@ACME.Example '))).resolves.toBeDefined();
    await expect(handler(signUpEvent(' PARTNER@Gmail.example  '))).resolves.toBeDefined();
  });
});
