import { describe, expect, it } from 'vitest';
import {
  dayIn,
  daysBetween,
  isTimeZone,
  localDayOf,
  periodDays,
  weekStartOf,
  weekStartsBetween,
} from './progress-period';

describe('progress days', () => {
  it('reads the member’s own day from the offset their device wrote', () => {
    expect(localDayOf('2026-11-25T00:30:00+01:00')).toBe('2026-11-25');
    expect(localDayOf('2026-11-24T23:30:00-05:00')).toBe('2026-11-24');
    expect(localDayOf('2026-11-25T00:30:00Z')).toBe('2026-11-25');
    expect(localDayOf('2026-11-25T00:30:00.000Z')).toBe('2026-11-25');
  });

  it('knows today in a time zone, and refuses an unknown zone', () => {
    const now = new Date('2026-11-25T23:30:00Z');
    expect(dayIn('UTC', now)).toBe('2026-11-25');
    expect(dayIn('Asia/Tokyo', now)).toBe('2026-11-26');
    expect(dayIn('America/New_York', now)).toBe('2026-11-25');
    expect(isTimeZone('Europe/Paris')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
  });

  it('spans periods ending today, and weeks from Monday', () => {
    expect(periodDays('week', '2026-11-25')).toEqual({ from: '2026-11-19', to: '2026-11-25' });
    expect(periodDays('month', '2026-11-25').from).toBe('2026-10-27');
    expect(weekStartOf('2026-11-25')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-22')).toBe('2026-11-16');
    expect(weekStartsBetween('2026-11-19', '2026-11-25')).toEqual(['2026-11-16', '2026-11-23']);
    expect(daysBetween('2026-11-29', '2026-12-01')).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(daysBetween(periodDays('week', '2026-11-25').from, '2026-11-25')).toHaveLength(7);
  });
});
