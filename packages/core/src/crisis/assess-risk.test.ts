import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { assessRisk } from './assess-risk';
import { CRISIS_TEST_SET, scoreCrisisCheck } from './test-set';

// The targets of issue 15: every explicit (and coded) message caught, ≥ 95% of indirect ones, ≤ 5% false alarms
// on ordinary hard days, per language and overall. A miss is listed by its text so it can be fixed in a pattern.
const languages = [...LOCALES.map((locale) => [locale, CRISIS_TEST_SET[locale]] as const)];
const all = ['all', LOCALES.flatMap((locale) => CRISIS_TEST_SET[locale])] as const;

describe('assessRisk on the written test set', () => {
  it('holds at least 300 messages across the five languages, each language with every kind', () => {
    expect(all[1].length).toBeGreaterThanOrEqual(300);
    for (const [, messages] of languages) {
      for (const kind of ['explicit', 'indirect', 'coded', 'ordinary']) {
        expect(messages.some((message) => message.kind === kind)).toBe(true);
      }
    }
  });

  it.each([...languages, all])('%s: meets the detection and false-alarm targets', (_language, messages) => {
    const score = scoreCrisisCheck(messages);
    const missedExplicit = score.wrong.filter((w) => w.expected !== 'none');
    expect.soft(score.explicit.rate, JSON.stringify(missedExplicit)).toBe(1);
    expect.soft(score.coded.rate, JSON.stringify(missedExplicit)).toBe(1);
    expect.soft(score.indirect.rate, JSON.stringify(missedExplicit)).toBeGreaterThanOrEqual(0.95);
    const falseAlarms = score.wrong.filter((w) => w.expected === 'none');
    expect(score.ordinary.rate, JSON.stringify(falseAlarms)).toBeLessThanOrEqual(0.05);
  });
});

describe('assessRisk', () => {
  it('answers none for an ordinary message and names the category otherwise', () => {
    expect(assessRisk('Had a lovely walk with the kids')).toEqual({ level: 'none', categories: [], signals: [] });
    expect(assessRisk('I want to kill myself')).toMatchObject({
      level: 'risk',
      categories: ['suicide_self_harm'],
      signals: [{ category: 'suicide_self_harm', wording: 'explicit', language: 'en' }],
    });
  });

  it('reports every category a message shows, in a fixed order', () => {
    expect(assessRisk('my husband hits me and I want to die').categories).toEqual(['suicide_self_harm', 'abuse']);
  });

  it('reads every language whatever the locale it is given', () => {
    expect(assessRisk('je veux mourir', 'ja').level).toBe('risk');
    expect(assessRisk('死にたい', 'en').level).toBe('risk');
  });

  it('sees through case, accents, width, stretched letters, leetspeak, spacing and tashkeel', () => {
    for (const text of ['I WANT TO DIE', 'i wanna diiiiie', 'k1ll mys3lf', 'k i l l myself', 'ｋｉｌｌ ｍｙｓｅｌｆ']) {
      expect(assessRisk(text).level, text).toBe('risk');
    }
    expect(assessRisk('أُرِيدُ أَنْ أَمُوتَ').level).toBe('risk');
    expect(assessRisk('ｼﾆﾀｲ').level).toBe('risk');
  });

  it('ignores an idiom or a negation only where it covers the words', () => {
    expect(assessRisk('this deadline is killing me').level).toBe('none');
    expect(assessRisk('this deadline is killing me and I want to kill myself').level).toBe('risk');
    expect(assessRisk("I'm not going to kill myself").level).toBe('none');
    expect(assessRisk("I'm not ok, I want to kill myself").level).toBe('risk');
    expect(assessRisk("I don't want to live anymore").level).toBe('risk');
  });

  it('lets laughter excuse a threat against someone else, never a wish to die', () => {
    expect(assessRisk("he ate my fries again, I'm gonna kill him 😂").level).toBe('none');
    expect(assessRisk("I'm gonna kill him").categories).toEqual(['harm_to_others']);
    expect(assessRisk('i want to die lol 😂').level).toBe('risk');
  });

  it('checks a message in well under a millisecond', () => {
    const messages = all[1].map((message) => message.text);
    for (const text of messages) assessRisk(text);
    const started = performance.now();
    for (let round = 0; round < 5; round++) for (const text of messages) assessRisk(text);
    const perMessage = (performance.now() - started) / (5 * messages.length);
    expect(perMessage).toBeLessThan(1);
  });
});
