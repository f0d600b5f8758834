import { coachRoutes } from '@kinwell/contracts';
import type { CoachStore } from '@kinwell/core';
import { defineRoute, jsonResponse } from '../../http';

export const deleteCoachConversation = (deps: { store: CoachStore }) =>
  defineRoute(coachRoutes.deleteCoachConversation, async ({ caller }) => {
    await deps.store.deleteForMember(caller.sub);
    return jsonResponse(200, { deleted: true });
  });
