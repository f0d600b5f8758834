import { describe, expect, it } from 'vitest';
import { checkInSuggestions } from './guided-check-in';
import { LibraryIndex, SESSION_HREF_PATTERN, sessionHref, termsOf } from './library-retrieval';
import { testLibrary } from './test-library';

const index = new LibraryIndex(testLibrary());

describe('library retrieval', () => {
  it('finds sessions by the words of a message, linked at their first screen', () => {
    const [first] = index.search('I keep worrying about everything', { locale: 'en' });
    expect(first).toMatchObject({
      themeId: 'anxiety-steady-ground',
      href: '/theme/anxiety-steady-ground/session/noticing-worry/screen/before-you-begin',
      title: 'Noticing worry',
    });
    expect(index.search('I need real rest', { locale: 'en' })[0]?.sessionId).toBe('real-rest');
    expect(index.search('I get so worried before meetings', { locale: 'en' })[0]?.themeId).toBe(
      'anxiety-steady-ground',
    );
  });

  it('reads every language, and answers in the member’s', () => {
    expect(index.search('je suis inquiète', { locale: 'fr' })[0]).toMatchObject({
      themeId: 'anxiety-steady-ground',
      themeTitle: 'Un sol stable : apaiser l’inquiétude',
    });
    expect(index.search('sin energía', { locale: 'es' })[0]?.themeId).toBe('burnout-refill');
    expect(index.search('最近ずっと不安です', { locale: 'ja' })[0]?.themeId).toBe('anxiety-steady-ground');
    expect(index.search('أريد تواصل أفضل مع أطفالي', { locale: 'ar' })[0]).toMatchObject({
      themeId: 'parents-calm-connection',
      themeTitle: 'تواصل هادئ مع أطفالك',
    });
  });

  it('lifts the member’s goals, and falls back to them when no word matches', () => {
    const fallback = index.search('hello there', { locale: 'en', goals: ['burnout'] });
    expect(fallback.map((s) => s.themeId)).toEqual(['burnout-refill', 'burnout-refill']);
    expect(fallback[0]?.sessionId).toBe('drains-and-refills');
    expect(index.search('hello', { locale: 'en' })).toHaveLength(3);
  });

  it('makes terms without a dictionary: stems, Japanese pairs, no stop words', () => {
    expect(termsOf('The worrying thoughts')).toEqual(['worry', 'thoug']);
    expect(termsOf('worried worries worry')).toEqual(['worry', 'worry', 'worry']);
    expect(termsOf('不安です')).toEqual(['不安', '安で', 'です']);
    expect(termsOf('Épuisée')).toEqual(['epuis']);
  });

  it('writes links the page can find in the coach’s words', () => {
    const href = sessionHref('burnout-refill', 'real-rest', 'micro-breaks');
    expect(`Try ${href}.`.match(SESSION_HREF_PATTERN)).toEqual([href]);
  });
});

describe('guided check-in', () => {
  it('meets a hard day with the gentlest themes, the member’s own first', () => {
    const low = checkInSuggestions(index, { mood: 1, goals: [], locale: 'en' });
    expect(low.map((s) => s.themeId)).toEqual(['anxiety-steady-ground']);
    const tired = checkInSuggestions(index, { mood: 3, goals: ['anxiety'], locale: 'en' });
    expect(tired.map((s) => s.themeId)).toEqual(['anxiety-steady-ground', 'burnout-refill']);
    const good = checkInSuggestions(index, { mood: 5, goals: [], locale: 'ar' });
    expect(good[0]).toMatchObject({ themeId: 'parents-calm-connection', themeTitle: 'تواصل هادئ مع أطفالك' });
  });
});
