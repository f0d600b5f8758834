import { describe, expect, it } from 'vitest';
import { draftIsValid, draftOf, HALF_HOURS, inputOf, nextRange, rangeProblems } from './availability-draft';

const saved = {
  timeZone: 'Europe/Paris',
  weekly: [
    { weekday: 3, start: '14:00', end: '18:00' },
    { weekday: 1, start: '13:00', end: '17:00' },
    { weekday: 1, start: '09:00', end: '12:00' },
  ],
  daysOff: ['2027-01-02', '2026-12-25'],
  extra: [{ day: '2026-12-05', start: '10:00', end: '12:00' }],
};

describe('the availability draft', () => {
  it('reads saved hours per weekday and writes them back sorted, the same as it read them', () => {
    const draft = draftOf(saved);
    expect(draft.weekly[1]).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ]);
    expect(draft.weekly[2]).toEqual([]);
    expect(inputOf(draft)).toEqual({
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00' },
        { weekday: 1, start: '13:00', end: '17:00' },
        { weekday: 3, start: '14:00', end: '18:00' },
      ],
      daysOff: ['2026-12-25', '2027-01-02'],
      extra: [{ day: '2026-12-05', start: '10:00', end: '12:00' }],
    });
  });

  it('offers a working day first, then the hour after the last range, never past midnight', () => {
    expect(nextRange([])).toEqual({ start: '09:00', end: '17:00' });
    expect(nextRange([{ start: '09:00', end: '12:00' }])).toEqual({ start: '12:00', end: '13:00' });
    expect(nextRange([{ start: '20:00', end: '24:00' }])).toEqual({ start: '23:00', end: '24:00' });
  });

  it('flags ranges that end before they start and ranges that overlap, but lets ranges touch', () => {
    expect(
      rangeProblems([
        { start: '09:00', end: '12:00' },
        { start: '12:00', end: '17:00' },
      ]).size,
    ).toBe(0);
    expect([
      ...rangeProblems([
        { start: '09:00', end: '12:00' },
        { start: '11:00', end: '13:00' },
        { start: '15:00', end: '14:00' },
      ]),
    ]).toEqual([
      [2, 'ends-before-start'],
      [0, 'overlaps'],
      [1, 'overlaps'],
    ]);
    const draft = draftOf(saved);
    expect(draftIsValid(draft)).toBe(true);
    draft.weekly[1]?.push({ start: '10:00', end: '11:00' });
    expect(draftIsValid(draft)).toBe(false);
  });

  it('offers every half hour to the end of the day', () => {
    expect(HALF_HOURS[0]).toBe('00:00');
    expect(HALF_HOURS.at(-1)).toBe('24:00');
    expect(HALF_HOURS).toHaveLength(49);
  });
});
