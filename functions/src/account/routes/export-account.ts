import { accountRoutes } from '@kinwell/contracts';
import { accountExportFileName, exportAccount, exportLimitKey } from '@kinwell/core';
import { accessTokenOf, defineRoute, jsonResponse } from '../../http';
import { auditAccountAction } from '../account-audit';
import type { AccountDeps } from '../account-deps';

/** Everything Kinwell holds about the caller, as a JSON download. Read from their own access token, never a body. */
export const exportAccountRoute = ({ identity, limiter, personalData, clock }: AccountDeps) =>
  defineRoute(accountRoutes.exportAccount, async ({ event, telemetry }) => {
    const user = await identity.getUser(accessTokenOf(event) ?? '');
    await limiter.consume(exportLimitKey(user.sub));
    const now = clock.now();
    const exported = await exportAccount(personalData, { sub: user.sub, email: user.email }, user.attributes, now);
    auditAccountAction(telemetry.logger, 'exported', user.sub);
    return jsonResponse(200, exported, {
      'content-disposition': `attachment; filename="${accountExportFileName(now)}"`,
    });
  });
