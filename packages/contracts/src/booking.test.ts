import { describe, expect, it } from 'vitest';
import { AvailabilityInput, BookRequest, ExpertInput, SlotsQuery } from './booking';

const expert = {
  id: 'amelie-durand',
  name: 'Amélie Durand',
  photoUrl: '/content/experts/amelie.jpg',
  credentials: 'Clinical psychologist',
  specialties: ['anxiety', 'burnout'],
  languages: ['fr', 'en'],
  gender: 'Female',
  bio: { en: 'Ten years with families.', fr: 'Dix ans auprès des familles.' },
  timeZone: 'Europe/Paris',
  sessionMinutes: [30, 50],
  location: { kind: 'video', url: 'https://video.example/amelie' },
};

describe('booking contracts', () => {
  it('takes an expert as ops add them', () => {
    expect(ExpertInput.parse(expert)).toEqual(expert);
    expect(ExpertInput.safeParse({ ...expert, timeZone: 'Mars/Olympus' }).success).toBe(false);
    expect(ExpertInput.safeParse({ ...expert, specialties: ['astrology'] }).success).toBe(false);
    expect(ExpertInput.safeParse({ ...expert, sessionMinutes: [45] }).success).toBe(false);
    expect(ExpertInput.safeParse({ ...expert, location: { kind: 'video', url: 'http://x.example' } }).success).toBe(
      false,
    );
    expect(ExpertInput.parse({ ...expert, location: { kind: 'phone' } }).location).toEqual({ kind: 'phone' });
  });

  it('takes weekly hours, days off and extra hours that make sense', () => {
    const availability = {
      weekly: [{ weekday: 1, start: '09:00', end: '24:00' }],
      daysOff: ['2027-03-15'],
      extra: [{ day: '2027-03-20', start: '10:00', end: '12:30' }],
    };
    expect(AvailabilityInput.parse(availability)).toEqual(availability);
    const bad = (change: object) => AvailabilityInput.safeParse({ ...availability, ...change }).success;
    expect(bad({ weekly: [{ weekday: 8, start: '09:00', end: '10:00' }] })).toBe(false);
    expect(bad({ weekly: [{ weekday: 1, start: '10:00', end: '09:00' }] })).toBe(false);
    expect(bad({ weekly: [{ weekday: 1, start: '9:00', end: '10:00' }] })).toBe(false);
    expect(bad({ daysOff: ['2027-02-30'] })).toBe(false);
  });

  it('books by start and length; slots default to the longer session', () => {
    expect(
      BookRequest.safeParse({ expertId: 'amelie-durand', startsAt: '2027-03-15T17:00:00+01:00', sessionMinutes: 50 })
        .success,
    ).toBe(true);
    expect(BookRequest.safeParse({ expertId: 'amelie-durand', startsAt: 'tomorrow', sessionMinutes: 50 }).success).toBe(
      false,
    );
    expect(SlotsQuery.parse({})).toEqual({ sessionMinutes: 50 });
    expect(SlotsQuery.parse({ sessionMinutes: '30' })).toEqual({ sessionMinutes: 30 });
    expect(SlotsQuery.safeParse({ sessionMinutes: '45' }).success).toBe(false);
  });
});
