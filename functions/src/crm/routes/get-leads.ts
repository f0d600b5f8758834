import { crmRoutes } from '@kinwell/contracts';
import { findOwnLeads } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import type { CrmDeps } from '../app';
import { crmOwnerOf } from '../crm-owner';

export const getLeads = (deps: CrmDeps) =>
  defineRoute(crmRoutes.getLeads, async ({ body, caller, event, telemetry }) => {
    const owner = await crmOwnerOf(deps, caller, event);
    return jsonResponse(200, { leads: await findOwnLeads(deps.crm, owner, body, telemetry.logger) });
  });
