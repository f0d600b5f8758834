import { bookingRoutes, type ExpertsResponse } from '@kinwell/contracts';
import { type Expert, expertFreeSlots } from '@kinwell/core';
import { defineRoute, jsonResponse, requestLocale } from '../../http';
import type { BookingGroupDeps } from '../booking-deps';
import { expertProfileView } from '../booking-views';

/** How many next free times each directory card shows. */
const CARD_SLOTS = 3;

const speaks = (expert: Expert, language: string) =>
  expert.languages.some((tag) => tag.toLowerCase().split('-')[0] === language.toLowerCase().split('-')[0]);

/** The directory: active experts, filtered on a goal, a language, a gender; each with its next free times. */
export const listExperts = ({ bookings, clock }: BookingGroupDeps) =>
  defineRoute(bookingRoutes.listExperts, async ({ query, event }) => {
    const now = clock.now();
    const locale = requestLocale(event);
    const matching = (await bookings.listExperts()).filter(
      (expert) =>
        (!query.goal || expert.specialties.includes(query.goal)) &&
        (!query.language || speaks(expert, query.language)) &&
        (!query.gender || expert.gender === query.gender),
    );
    const experts: ExpertsResponse['experts'] = await Promise.all(
      matching.map(async (expert) => {
        // The card's times are for the expert's shortest session: the soonest a member could meet them.
        const sessionMinutes = Math.min(...expert.sessionMinutes);
        const slots = (await expertFreeSlots(bookings, { expertId: expert.id, sessionMinutes }, now)) ?? [];
        return { ...expertProfileView(expert, locale), nextSlots: slots.slice(0, CARD_SLOTS) };
      }),
    );
    if (query.sort === 'soonest') {
      const first = (card: (typeof experts)[number]) => card.nextSlots[0]?.startsAt ?? '\uffff';
      experts.sort((a, b) => first(a).localeCompare(first(b)) || a.name.localeCompare(b.name));
    }
    return jsonResponse(200, { experts } satisfies ExpertsResponse);
  });
