import {
  accountEmailProblem,
  authMessages,
  passwordProblem,
  resetCodeProblem,
  verificationCodeProblem,
} from '@kinwell/core';
import * as z from 'zod';
import type { RouteContract } from './http';

/** A rule of @kinwell/core as a zod refinement: its first problem is the issue's message (the forms use the same rule). */
const byRule =
  (problem: (value: string) => string | undefined) =>
  (value: string, ctx: z.RefinementCtx): void => {
    const message = problem(value);
    if (message) ctx.addIssue({ code: 'custom', message });
  };

/** A required email, trimmed and lowercased, with the spec's messages. */
export const AccountEmail = z
  .string({ error: authMessages.emailRequired })
  .trim()
  .toLowerCase()
  .superRefine(byRule(accountEmailProblem));

/** A new password: the spec's policy (8+, digit, special, upper, lower), first broken rule as the message. */
export const NewPassword = z
  .string({ error: authMessages.passwordRequired })
  .max(256)
  .superRefine(byRule(passwordProblem));

export const SixDigitCode = z
  .string({ error: authMessages.sixDigitCodeRequired })
  .trim()
  .superRefine(byRule(resetCodeProblem));

export const VerificationCode = z
  .string({ error: authMessages.codeMissing })
  .trim()
  .superRefine(byRule(verificationCodeProblem));

export const AuthTokens = z.object({
  AccessToken: z.string(),
  RefreshToken: z.string().optional(),
  IdToken: z.string(),
  ExpiresIn: z.number(),
  TokenType: z.literal('Bearer'),
});

export const MessageResponse = z.object({ message: z.string() });

export const SignUpBody = z.strictObject({
  email: AccountEmail,
  password: NewPassword,
  onboardingStep: z.coerce.number().int().min(0).max(10).default(0),
});
export const SignUpResponse = z.object({ message: z.string(), userSub: z.string(), userConfirmed: z.boolean() });

const LoginField = z
  .string({ error: authMessages.emailOrPasswordMissing })
  .min(1, { error: authMessages.emailOrPasswordMissing });
export const LoginBody = z.strictObject({
  email: LoginField.transform((email) => email.trim().toLowerCase()),
  password: LoginField.max(256),
});
export const LoginResponse = z.object({ AuthenticationResult: AuthTokens });

/** After login: hands the tokens to the server, which keeps them in HttpOnly cookies. */
export const StoreTokensBody = z.strictObject({
  token: z.string().min(1).max(8192),
  refToken: z.string().min(1).max(8192),
  /** "Remember me": the session outlives the browser; otherwise it ends when the browser closes. */
  remember: z.boolean().default(true),
});

/** Who may use what: members the product, experts (a Cognito group, the same role locally) their console. */
export const USER_ROLES = ['member', 'expert'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const UserResponse = z.object({
  Username: z.string(),
  UserAttributes: z.array(z.object({ Name: z.string(), Value: z.string() })),
  /** Read from the caller's verified token (its groups), never from an attribute the user could write. */
  role: z.enum(USER_ROLES).default('member'),
});

export const EmailBody = z.strictObject({ email: AccountEmail });
export const VerifyBody = z.strictObject({ email: AccountEmail, code: VerificationCode });

export const UpdateOnboardingBody = z.strictObject({
  email: z
    .string({ error: authMessages.emailNotFound })
    .trim()
    .toLowerCase()
    .min(1, { error: authMessages.emailNotFound }),
  step: z.coerce.number().int().min(0).max(10),
});
export const UpdateOnboardingResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  details: z.object({ isOnboarded: z.boolean(), step: z.number() }),
});

export const ConfirmPasswordBody = z.strictObject({
  email: AccountEmail,
  confirmationCode: SixDigitCode,
  newPassword: NewPassword,
});

/** The member's personal address (product mail goes there once confirmed) and whether a code waits for it. */
export const PersonalEmailStatusResponse = z.object({
  email: z.string().nullable(),
  confirmed: z.boolean(),
  codePending: z.boolean(),
});
export const PersonalEmailBody = z.strictObject({ email: AccountEmail });
export const PersonalEmailConfirmBody = z.strictObject({ code: SixDigitCode });

export const authRoutes = {
  signUp: {
    group: 'auth',
    method: 'POST',
    path: '/api/auth/signup',
    auth: 'none',
    body: SignUpBody,
    response: SignUpResponse,
    status: 201,
  },
  login: {
    group: 'auth',
    method: 'POST',
    path: '/api/auth/login',
    auth: 'none',
    body: LoginBody,
    response: LoginResponse,
  },
  storeTokens: {
    group: 'auth',
    method: 'POST',
    path: '/api/token',
    auth: 'none',
    body: StoreTokensBody,
    response: MessageResponse,
  },
  /** Silent refresh: new access token from the refresh cookie (no body). */
  refreshSession: { group: 'auth', method: 'POST', path: '/api/token/refresh', auth: 'none', response: LoginResponse },
  user: { group: 'auth', method: 'GET', path: '/api/auth/user', auth: 'session', response: UserResponse },
  resend: {
    group: 'auth',
    method: 'POST',
    path: '/api/auth/resend',
    auth: 'none',
    body: EmailBody,
    response: MessageResponse,
  },
  verify: {
    group: 'auth',
    method: 'POST',
    path: '/api/auth/verifi',
    auth: 'none',
    body: VerifyBody,
    response: MessageResponse,
  },
  updateOnboarding: {
    group: 'auth',
    method: 'POST',
    path: '/api/auth/update-onboarding',
    auth: 'session',
    body: UpdateOnboardingBody,
    response: UpdateOnboardingResponse,
  },
  forgotPassword: {
    group: 'auth',
    method: 'POST',
    path: '/api/auth/forgot-password',
    auth: 'none',
    body: EmailBody,
    response: MessageResponse,
  },
  confirmPassword: {
    group: 'auth',
    method: 'POST',
    path: '/api/auth/confirm-password',
    auth: 'none',
    body: ConfirmPasswordBody,
    response: MessageResponse,
  },
  personalEmail: {
    group: 'auth',
    method: 'GET',
    path: '/api/auth/personal-email',
    auth: 'session',
    response: PersonalEmailStatusResponse,
  },
  /** Records the caller's personal address and mails a 6-digit code to it (it stays unconfirmed until then). */
  requestPersonalEmail: {
    group: 'auth',
    method: 'POST',
    path: '/api/auth/personal-email',
    auth: 'session',
    body: PersonalEmailBody,
    response: PersonalEmailStatusResponse,
  },
  confirmPersonalEmail: {
    group: 'auth',
    method: 'POST',
    path: '/api/auth/personal-email/confirm',
    auth: 'session',
    body: PersonalEmailConfirmBody,
    response: PersonalEmailStatusResponse,
  },
  /**
   * Revokes the refresh tokens (GlobalSignOut; RevokeToken on the refresh cookie's when the global sign-out cannot
   * run, its access token expired) and clears the session cookies. Under /api/token, where the refresh cookie is sent.
   */
  logout: { group: 'auth', method: 'POST', path: '/api/token/logout', auth: 'none', response: MessageResponse },
  /**
   * @deprecated The logout's former path, answered exactly like `logout` for one release so tabs opened before a
   * deploy can still sign out. Remove in the release after next (issue #12).
   */
  legacyLogout: { group: 'auth', method: 'POST', path: '/api/auth/logout', auth: 'none', response: MessageResponse },
} as const satisfies Record<string, RouteContract>;
