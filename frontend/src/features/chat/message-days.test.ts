import { describe, expect, it } from 'vitest';
import { groupByDay } from './message-days';

describe('groupByDay', () => {
  it('groups consecutive messages by the local day they were written', () => {
    const at = (day: number, hour: number) => ({
      createdAt: new Date(2037, 5, day, hour).toISOString(),
      id: `${day}-${hour}`,
    });
    const days = groupByDay([at(8, 9), at(8, 23), at(9, 0), at(11, 7)]);
    expect(days.map((day) => [day.key, day.items.map((item) => item.id)])).toEqual([
      ['2037-06-08', ['8-9', '8-23']],
      ['2037-06-09', ['9-0']],
      ['2037-06-11', ['11-7']],
    ]);
    expect(days[0]?.date.getDate()).toBe(8);
  });
});
