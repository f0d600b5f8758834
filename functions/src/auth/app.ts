import { createGroupHandler, type HandlerRuntime } from '../http';
import type { AuthDeps } from './auth-deps';
import { confirmPassword } from './routes/confirm-password';
import { forgotPassword } from './routes/forgot-password';
import { login } from './routes/login';
import { legacyLogout, logout } from './routes/logout';
import { confirmPersonalEmailRoute, personalEmail, requestPersonalEmail } from './routes/personal-email';
import { refreshSession } from './routes/refresh-session';
import { resend } from './routes/resend';
import { signUp } from './routes/sign-up';
import { storeTokens } from './routes/store-tokens';
import { updateOnboarding } from './routes/update-onboarding';
import { user } from './routes/user';
import { verify } from './routes/verify';

export type { AuthDeps } from './auth-deps';

/** The auth endpoint group (/api/auth/*, /api/token*): accounts, sessions and password reset. */
export function createAuthHandler(deps: AuthDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler(
    [
      signUp(deps),
      login(deps),
      storeTokens(deps),
      refreshSession(deps),
      user(deps),
      resend(deps),
      verify(deps),
      updateOnboarding(deps),
      forgotPassword(deps),
      confirmPassword(deps),
      logout(deps),
      legacyLogout(deps),
      personalEmail(deps),
      requestPersonalEmail(deps),
      confirmPersonalEmailRoute(deps),
    ],
    { ...runtime, verifyCaller: (token) => deps.identity.verifyAccessToken(token) },
  );
}
