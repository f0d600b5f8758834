import { createGroupHandler, type HandlerRuntime } from '../http';
import type { AccountDeps } from './account-deps';
import { deleteAccountRoute } from './routes/delete-account';
import { exportAccountRoute } from './routes/export-account';

export type { AccountDeps } from './account-deps';

/** The account endpoint group (/api/account/*): the member's privacy rights, on their own account only. */
export function createAccountHandler(deps: AccountDeps, runtime: HandlerRuntime = {}) {
  return createGroupHandler([exportAccountRoute(deps), deleteAccountRoute(deps)], {
    ...runtime,
    verifyCaller: (token) => deps.identity.verifyAccessToken(token),
  });
}
