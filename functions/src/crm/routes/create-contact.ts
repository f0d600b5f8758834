import { crmRoutes } from '@kinwell/contracts';
import { createContact as create } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import type { CrmDeps } from '../app';
import { crmOwnerOf } from '../crm-owner';

/** The caller's own contact, or a partner's or child's linked to it; a retry answers the same id. */
export const createContact = (deps: CrmDeps) =>
  defineRoute(crmRoutes.createContact, async ({ body, caller, event, telemetry }) => {
    const owner = await crmOwnerOf(deps, caller, event);
    const { id: _ignored, ...contact } = body.contactData;
    const { id } = await create(deps.crm, deps.companies, owner, contact, telemetry.logger);
    return jsonResponse(200, { details: { id } });
  });
