import { describe, expect, it } from 'vitest';
import { randomBelow, timeEach } from './sampling';

describe('randomBelow', () => {
  it('picks the same integers below n for the same seed', () => {
    const picks = (seed: number) => {
      const random = randomBelow(seed);
      return Array.from({ length: 50 }, () => random(10));
    };
    expect(picks(7)).toEqual(picks(7));
    expect(picks(7)).not.toEqual(picks(8));
    expect(picks(7).every((n) => Number.isInteger(n) && n >= 0 && n < 10)).toBe(true);
  });
});

describe('timeEach', () => {
  it('times each call in turn, passing its index', async () => {
    const seen: number[] = [];
    const times = await timeEach(3, async (i) => {
      seen.push(i);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
    expect(seen).toEqual([0, 1, 2]);
    expect(times).toHaveLength(3);
    expect(times.every((ms) => ms >= 4)).toBe(true);
  });
});
