import { assessRisk } from '../assess-risk';
import type { CrisisTestMessage } from './crisis-test-message';

/** How the check does on a set of messages: rates from 0 to 1, and the messages it got wrong. */
export interface CrisisScore {
  explicit: { total: number; caught: number; rate: number };
  indirect: { total: number; caught: number; rate: number };
  coded: { total: number; caught: number; rate: number };
  ordinary: { total: number; falseAlarms: number; rate: number };
  /** Risky messages missed or caught in the wrong category, and ordinary ones flagged. */
  wrong: { text: string; expected: string; got: string }[];
}

const rate = (part: number, total: number) => (total === 0 ? 1 : part / total);

export function scoreCrisisCheck(messages: readonly CrisisTestMessage[]): CrisisScore {
  const counts = {
    explicit: { total: 0, caught: 0 },
    indirect: { total: 0, caught: 0 },
    coded: { total: 0, caught: 0 },
    ordinary: { total: 0, falseAlarms: 0 },
  };
  const wrong: CrisisScore['wrong'] = [];
  for (const message of messages) {
    const { level, categories } = assessRisk(message.text);
    const got = level === 'none' ? 'none' : categories.join('+');
    if (message.kind === 'ordinary') {
      counts.ordinary.total++;
      if (level === 'risk') {
        counts.ordinary.falseAlarms++;
        wrong.push({ text: message.text, expected: 'none', got });
      }
      continue;
    }
    counts[message.kind].total++;
    if (categories.includes(message.category)) counts[message.kind].caught++;
    else wrong.push({ text: message.text, expected: message.category, got });
  }
  const caught = (kind: 'explicit' | 'indirect' | 'coded') => ({
    ...counts[kind],
    rate: rate(counts[kind].caught, counts[kind].total),
  });
  return {
    explicit: caught('explicit'),
    indirect: caught('indirect'),
    coded: caught('coded'),
    ordinary: { ...counts.ordinary, rate: rate(counts.ordinary.falseAlarms, counts.ordinary.total) },
    wrong,
  };
}
