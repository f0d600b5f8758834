import { crmRoutes } from '@kinwell/contracts';
import { updateLead as update } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import type { CrmDeps } from '../app';
import { crmOwnerOf } from '../crm-owner';

export const updateLead = (deps: CrmDeps) =>
  defineRoute(crmRoutes.updateLead, async ({ body, caller, event, telemetry }) => {
    const owner = await crmOwnerOf(deps, caller, event);
    const { id } = await update(deps.crm, owner, body.leadId, body.leadData, telemetry.logger);
    return jsonResponse(200, { details: { id } });
  });
