import { crmRoutes } from '@kinwell/contracts';
import { findOwnContacts } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';
import type { CrmDeps } from '../app';
import { crmOwnerOf } from '../crm-owner';

export const getContacts = (deps: CrmDeps) =>
  defineRoute(crmRoutes.getContacts, async ({ body, caller, event, telemetry }) => {
    const owner = await crmOwnerOf(deps, caller, event);
    return jsonResponse(200, { contacts: await findOwnContacts(deps.crm, owner, body, telemetry.logger) });
  });
