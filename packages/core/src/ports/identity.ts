/**
 * The identity port: Cognito in AWS, the local identity provider on the local runtime. Shaped after the
 * Cognito calls the product makes, answers included, so both adapters look alike to the API. Failures
 * throw `IdentityError`s carrying the user-facing message (auth-messages.ts) and an HTTP status.
 */
export interface AuthTokens {
  AccessToken: string;
  /** Absent on a refresh: the refresh token stays the same. */
  RefreshToken?: string;
  IdToken: string;
  /** Seconds until the access token expires. */
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export interface UserAttribute {
  Name: string;
  Value: string;
}

export interface IdentityUser {
  /** The user id (Cognito `sub`). */
  sub: string;
  email: string;
  confirmed: boolean;
  attributes: UserAttribute[];
}

/** Who is calling, as read from a verified access token. */
export interface Caller {
  sub: string;
  /** The token's `username` claim (the sub in a pool that signs in by email). */
  username: string;
  /** The user pool groups in the token (`cognito:groups`): `experts` makes the caller an expert (expert-role.ts). */
  groups?: readonly string[];
}

export interface SignUpInput {
  email: string;
  password: string;
  /** Custom attributes to set at sign-up (`custom:onboardingStep_curr`, `custom:isOnboarded`). */
  attributes: Record<string, string>;
}

export interface IdentityProvider {
  signUp(input: SignUpInput): Promise<{ userSub: string; userConfirmed: boolean }>;
  confirmSignUp(email: string, code: string): Promise<void>;
  resendConfirmationCode(email: string): Promise<void>;
  /** USER_PASSWORD_AUTH. */
  login(email: string, password: string): Promise<AuthTokens>;
  /** REFRESH_TOKEN_AUTH: new access and ID tokens. */
  refresh(refreshToken: string): Promise<AuthTokens>;
  /**
   * GetUser with the caller's access token. `verified`: the token's caller, verified already in this request (the
   * group handler's check): a provider that would check the token again to read its user (the local one) reads it
   * by sub instead, so a request checks its token once. Cognito's GetUser checks the token as it reads, either way.
   */
  getUser(accessToken: string, verified?: Caller): Promise<IdentityUser>;
  /** AdminUpdateUserAttributes, by email. */
  updateAttributes(email: string, attributes: Record<string, string>): Promise<void>;
  forgotPassword(email: string): Promise<void>;
  confirmForgotPassword(email: string, code: string, newPassword: string): Promise<void>;
  /** GlobalSignOut: every refresh token of the user stops working. */
  signOut(accessToken: string): Promise<void>;
  /**
   * RevokeToken: this refresh token stops working (a sign-out when the access token has already expired). A token
   * unknown, expired or already revoked is no error: there is nothing left to end.
   */
  revokeRefreshToken(refreshToken: string): Promise<void>;
  /**
   * AdminDeleteUser, by email: the user, their codes and every token end. A user already gone is no error, so a
   * deletion that failed halfway can be retried.
   */
  deleteUser(email: string): Promise<void>;
  /** Verifies signature, expiry, issuer, client and `token_use: access`; throws UnauthorizedError otherwise. */
  verifyAccessToken(accessToken: string): Promise<Caller>;
}

/**
 * The accounts ops make for experts (`npm run expert -- add`), never through sign-up: confirmed, with the given
 * attributes (onboarding done), in the expert group, with a random password no one knows; the expert sets their
 * own through /reset-password (docs/decisions/013-expert-accounts.md). Cognito: AdminCreateUser (its invitation
 * mail suppressed), AdminSetUserPassword (permanent, so the reset flow works), AdminAddUserToGroup.
 */
export interface ExpertAccountAdmin {
  /**
   * Makes the account in `group`. An address that has an account already is left as it is: `already-in-group` when
   * it is in the group (a repeated add), `taken` otherwise (a member's account never gets the role).
   */
  createExpertAccount(
    email: string,
    options: { attributes: Record<string, string>; group: string },
  ): Promise<{ sub: string; outcome: 'created' | 'already-in-group' | 'taken' }>;
}
