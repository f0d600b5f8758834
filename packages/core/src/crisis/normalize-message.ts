// Puts a message into the one spelling the crisis patterns are written against, so "K1LLL MYSÉLF!!!",
// "kill myself", "ｋｉｌｌ　ｍｙｓｅｌｆ" and "kiiill myself" all read alike. The same folding is applied to the
// patterns' own letters (see compile-pattern.ts), so pattern files stay readable.

/** Latin combining accents (é → e, ñ → n). Japanese dakuten (U+3099/U+309A) are left alone: が is not か. */
const LATIN_ACCENTS = /[\u0300-\u036f]/g;
/** Arabic short vowels, shadda, sukun, Quranic marks and tatweel carry no meaning for matching. */
const ARABIC_MARKS = /[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g;

const ARABIC_LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ئ: 'ي',
  ؤ: 'و',
  ة: 'ه',
  ک: 'ك',
  ی: 'ي',
};

/**
 * Latin lookalikes used to dodge filters ("k1ll", "$uicide", "unal!ve"); only inside words with a Latin letter,
 * so "4ね" (a Japanese code for 死ね) keeps its digit.
 */
const LEET: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};

/**
 * Case, width and accent folding, katakana as hiragana, Arabic letter variants as their base letter. Works one
 * character at a time, so it is safe on a regular expression's literal text too.
 */
export function foldCharacters(text: string): string {
  const folded = text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(LATIN_ACCENTS, '')
    .normalize('NFC')
    .replace(ARABIC_MARKS, '')
    .replace(/[أإآٱىئؤةکی]/g, (letter) => ARABIC_LETTERS[letter] ?? letter)
    .replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/œ/g, 'oe')
    .replace(/ß/g, 'ss');
  // Katakana → hiragana: シにたい and しにたい are the same word.
  return folded.replace(/[\u30a1-\u30f6]/g, (kana) => String.fromCharCode(kana.charCodeAt(0) - 0x60));
}

/** A run of the same letter counts once ("diiiie", "killl", "byeee"): people stretch words when they mean them. */
export function squeezeLetters(text: string): string {
  return text.replace(/(\p{L})\1+/gu, '$1');
}

function unLeet(word: string): string {
  if (!/[a-z]/.test(word) || /^\d+(?:st|nd|rd|th|am|pm|h|k|km|kms|x)$/.test(word)) return word;
  // `!` and `|` only stand for letters between letters ("k!ll"), not at a word's end ("kill!").
  return word.replace(/[0134579@$]|[!|](?=\p{L})/gu, (symbol) => LEET[symbol] ?? symbol);
}

/**
 * The message as the patterns see it: folded, de-leeted, apostrophes dropped ("don't" → "dont"), every other
 * punctuation mark and emoji a space, spelt-out letters joined, letters squeezed, spaces single, with one space at each end so patterns
 * may anchor on " word ".
 */
export function normalizeMessage(text: string): string {
  const folded = foldCharacters(text).replace(/['’`´‘]/g, '');
  const words = folded.replace(/[\p{L}\p{N}@$!|]+/gu, unLeet);
  const spaced = words.replace(/[^\p{L}\p{N}]+/gu, ' ');
  // Letters spelt out one by one ("s u i c i d e") are read as the word they spell.
  const joined = spaced.replace(/(?<![a-z])(?:[a-z] ){2,}[a-z](?![a-z])/g, (letters) => letters.replace(/ /g, ''));
  return ` ${squeezeLetters(joined).trim()} `;
}
