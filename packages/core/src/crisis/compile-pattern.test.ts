import { describe, expect, it } from 'vitest';
import { compilePattern } from './compile-pattern';

describe('compilePattern', () => {
  it('folds and squeezes literal letters but keeps escapes, groups and quantifiers', () => {
    expect(compilePattern(/\bkill (?:my ?self|yourself)\b/).source).toBe('\\bkil (?:my ?self|yourself)\\b');
    expect(compilePattern(/\bbetter off\b/).source).toBe('\\bbeter of\\b');
    expect(compilePattern(/(?<!why )a{2,3}\p{L}/u).source).toBe('(?<!why )a{2,3}\\p{L}');
    expect(compilePattern(/أريد أن أموت/).source).toBe('اريد ان اموت');
    expect(compilePattern(/シニタイ/).source).toBe('しにたい');
  });
});
