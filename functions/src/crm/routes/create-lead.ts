import { crmRoutes } from '@kinwell/contracts';
import { createLead as create } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import type { CrmDeps } from '../app';
import { crmOwnerOf } from '../crm-owner';

/** The caller's lead, created once (a retry answers the same id), Lead_Status 'Not Qualified'. */
export const createLead = (deps: CrmDeps) =>
  defineRoute(crmRoutes.createLead, async ({ body, caller, event, telemetry }) => {
    const owner = await crmOwnerOf(deps, caller, event);
    const { id } = await create(deps.crm, owner, body.leadData, telemetry.logger);
    return jsonResponse(200, { details: { id } });
  });
