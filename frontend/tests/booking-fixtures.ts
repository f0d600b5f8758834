/** Answers of the booking endpoints (shapes of @kinwell/contracts' bookingRoutes), with times a few days ahead. */
const DAY_MS = 86_400_000;

/** `days` days after today's UTC midnight, at `hour`:`minute` UTC. */
export function daysAhead(days: number, hour: number, minute = 0): string {
  const midnight = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  return new Date(midnight + days * DAY_MS + (hour * 60 + minute) * 60_000).toISOString();
}

export const slotAt = (startsAt: string, minutes = 50) => ({
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + minutes * 60_000).toISOString(),
});

const en = (text: string) => ({ text, locale: 'en' as const, isFallback: false });

export const amelie = {
  id: 'amelie-durand',
  name: 'Amélie Durand',
  photoUrl: '/content/experts/amelie.jpg',
  credentials: 'Clinical psychologist, 12 years',
  specialties: ['anxiety', 'burnout'],
  languages: ['fr', 'en'],
  gender: 'Female',
  timeZone: 'Europe/Paris',
  sessionMinutes: [30, 50],
  bio: en('I help people find steady ground.\n\nSessions are calm and practical.'),
  locationKind: 'video',
};

export const kenji = {
  ...amelie,
  id: 'kenji-sato',
  name: 'Kenji Sato',
  credentials: 'Family therapist',
  specialties: ['parents and children'],
  languages: ['ja', 'en'],
  gender: 'Male',
  timeZone: 'Asia/Tokyo',
  sessionMinutes: [50],
  locationKind: 'phone',
};

export const balance = (remaining = 4, allowance = 6) => ({
  year: new Date().getUTCFullYear(),
  allowance,
  used: allowance - remaining,
  remaining,
});

export const memberBooking = (overrides: Record<string, unknown> = {}) => {
  const startsAt = (overrides.startsAt as string | undefined) ?? daysAhead(5, 9);
  return {
    id: '5d7c8a52-7a6c-4a43-9d0a-2f7f7c1f1a01',
    expertId: amelie.id,
    memberId: 'user-1',
    startsAt,
    endsAt: slotAt(startsAt).endsAt,
    status: 'booked',
    sequence: 0,
    expert: { id: amelie.id, name: amelie.name, photoUrl: amelie.photoUrl, locationKind: 'video' },
    videoUrl: 'https://video.example/amelie',
    changeable: true,
    ...overrides,
  };
};
