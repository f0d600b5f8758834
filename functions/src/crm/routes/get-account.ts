import { crmRoutes } from '@kinwell/contracts';
import { getCompanyAccount } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import type { CrmDeps } from '../app';
import { crmOwnerOf } from '../crm-owner';

/** The caller's company account only. */
export const getAccount = (deps: CrmDeps) =>
  defineRoute(crmRoutes.getAccount, async ({ body, caller, event, telemetry }) => {
    const owner = await crmOwnerOf(deps, caller, event);
    const account = await getCompanyAccount(deps.crm, deps.companies, owner, body.id, telemetry.logger);
    return jsonResponse(200, { accounts: [{ Account_Name: account.Account_Name, id: account.id }] });
  });
