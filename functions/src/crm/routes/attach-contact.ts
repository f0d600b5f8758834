import { crmRoutes } from '@kinwell/contracts';
import { attachContactToAccount } from '@kinwell/core';
import * as z from 'zod';
import { defineRoute, jsonResponse } from '../../http';
import type { CrmDeps } from '../app';
import { crmOwnerOf } from '../crm-owner';

const ContactId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'Invalid record id' });

/** Links the caller's contact (or a family member's) to the caller's company account. */
export const attachContact = (deps: CrmDeps) =>
  defineRoute(crmRoutes.attachContact, async ({ body, caller, event, pathParameters, telemetry }) => {
    const contactId = ContactId.parse(pathParameters.contactId);
    const owner = await crmOwnerOf(deps, caller, event);
    await attachContactToAccount(deps.crm, deps.companies, owner, contactId, body.accountId, telemetry.logger);
    return jsonResponse(200, { success: true, contactId, accountId: body.accountId });
  });
