import { describe, expect, it } from 'vitest';
import { foldCharacters, normalizeMessage } from './normalize-message';

describe('normalizeMessage', () => {
  it.each([
    ["I DON'T want to die!!!", ' i dont want to die '],
    ['Je veux mourir, à quoi bon…', ' je veux mourir a quoi bon '],
    ['k1ll mys3lf', ' kil myself '],
    ['$uicide', ' suicide '],
    ['unal!ve', ' unalive '],
    ['s u i c i d e', ' suicide '],
    ['diiiie', ' die '],
    ['we ran 10 kms', ' we ran 10 kms '],
    ['call 911', ' cal 911 '],
    ['ｼﾆﾀｲ', ' しにたい '],
    ['أُرِيدُ أَنْ أَمُوتَ', ' اريد ان اموت '],
    ['انتـــحار', ' انتحار '],
    ['رسالة ٣', ' رساله 3 '],
  ])('%j → %j', (text, expected) => {
    expect(normalizeMessage(text)).toBe(expected);
  });
});

describe('foldCharacters', () => {
  it('keeps Japanese voiced marks and leaves digits among kana alone', () => {
    expect(foldCharacters('ガ')).toBe('が');
    expect(normalizeMessage('4にたい')).toBe(' 4にたい ');
  });
});
