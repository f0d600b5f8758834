import { coachRoutes } from '@kinwell/contracts';
import { type CoachTurnDeps, checkInSuggestions, type MoodScore } from '@kinwell/core';
import { defineRoute, jsonResponse, requestLocale } from '../../http';

export const getCoachSuggestions = (deps: Pick<CoachTurnDeps, 'library'>) =>
  defineRoute(coachRoutes.getCoachSuggestions, async ({ query, event }) => {
    const locale = requestLocale(event);
    const index = await deps.library();
    const sessions = query.mood
      ? checkInSuggestions(index, { mood: query.mood as MoodScore, goals: query.goals, locale })
      : index.search('', { goals: query.goals, locale });
    return jsonResponse(200, { sessions });
  });
