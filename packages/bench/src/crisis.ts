// Section 7: the crisis check (core assessRisk) on its written test set — how much risk it catches, how often it
// cries wolf on ordinary hard days, per language and overall, and how long one check takes. No server: the
// check is a pure function and runs where the message arrives.
import { assessRisk, LOCALES } from '@kinwell/core';
import { CRISIS_TEST_SET, scoreCrisisCheck } from '@kinwell/core/crisis-test-set';
import { max, min, type Row, type Section } from './report';
import { percentile, round } from './stats';

const ROUNDS = 20;
const WARMUP_ROUNDS = 5;
const percent = (rate: number) => round(rate * 100, 1);

export function crisisSection(): Section {
  const rows: Row[] = [];
  const groups = [...LOCALES.map((locale) => [locale, CRISIS_TEST_SET[locale]] as const)];
  const everything = LOCALES.flatMap((locale) => CRISIS_TEST_SET[locale]);
  for (const [label, messages] of [...groups, ['all', everything] as const]) {
    const score = scoreCrisisCheck(messages);
    const explicitTotal = score.explicit.total + score.coded.total;
    const explicitCaught = score.explicit.caught + score.coded.caught;
    rows.push(
      {
        figure: `${label}: explicit and coded risk caught (%)`,
        value: percent(explicitTotal ? explicitCaught / explicitTotal : 1),
        unit: '',
        budgets: [min(100, '= 100%')],
        note: `${explicitCaught} of ${explicitTotal}`,
      },
      {
        figure: `${label}: indirect risk caught (%)`,
        value: percent(score.indirect.rate),
        unit: '',
        budgets: [min(95, '≥ 95%')],
        note: `${score.indirect.caught} of ${score.indirect.total}`,
      },
      {
        figure: `${label}: false alarms on ordinary messages (%)`,
        value: percent(score.ordinary.rate),
        unit: '',
        budgets: [max(5, '≤ 5%')],
        note: `${score.ordinary.falseAlarms} of ${score.ordinary.total}`,
      },
    );
  }

  // Each message is timed ROUNDS times. The budgeted p99 is over messages, of each message's median time: what
  // the slowest 1% of messages cost, without the scheduler's pauses on a busy machine (the raw p99 of every single
  // timing is shown beside it).
  const texts = everything.map((message) => message.text);
  for (let round = 0; round < WARMUP_ROUNDS; round++) for (const text of texts) assessRisk(text);
  const timings = texts.map((): number[] => []);
  for (let round = 0; round < ROUNDS; round++) {
    texts.forEach((text, index) => {
      const started = performance.now();
      assessRisk(text);
      timings[index]?.push(performance.now() - started);
    });
  }
  const perMessage = timings.map((times) => percentile(times, 50));
  rows.push(
    { figure: 'check time, median message', value: round(percentile(perMessage, 50), 3), unit: 'ms' },
    {
      figure: 'check time, p99 message',
      value: round(percentile(perMessage, 99), 3),
      unit: 'ms',
      budgets: [max(1, '< 1 ms')],
      note: `slowest message ${round(Math.max(...perMessage), 3)} ms`,
    },
    { figure: 'check time, p99 of all single checks', value: round(percentile(timings.flat(), 99), 3), unit: 'ms' },
  );
  return {
    id: 'crisis',
    title: '7. Crisis check (core assessRisk on its written test set)',
    notes: [
      `${everything.length} messages written for the check (packages/core/src/crisis/test-set), in en, fr, es, ja and ar: explicit, indirect and coded risk, harm to others, abuse, medical emergency, and ordinary hard days, idioms and negations that must not trigger.`,
      'A risky message counts as caught only when the check names its category; every language’s patterns are read for every message.',
      `Check time: each message checked ${ROUNDS} times after ${WARMUP_ROUNDS} warm-up rounds, in this process; the budget applies to the p99 over messages of each message's median time, the raw p99 of single checks (scheduler pauses included) is shown for information.`,
    ],
    rows,
  };
}
