import { crmRoutes } from '@kinwell/contracts';
import { updateContact as update } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import type { CrmDeps } from '../app';
import { crmOwnerOf } from '../crm-owner';

export const updateContact = (deps: CrmDeps) =>
  defineRoute(crmRoutes.updateContact, async ({ body, caller, event, telemetry }) => {
    const owner = await crmOwnerOf(deps, caller, event);
    const { id: contactId, ...patch } = body.contactData;
    const { id } = await update(deps.crm, deps.companies, owner, contactId, patch, telemetry.logger);
    return jsonResponse(200, { details: { id } });
  });
