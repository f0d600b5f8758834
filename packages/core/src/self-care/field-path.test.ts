import { describe, expect, it } from 'vitest';
import { formatFieldPath } from './field-path';

describe('formatFieldPath', () => {
  it('names a field from the theme folder, indexes in brackets', () => {
    expect(formatFieldPath('anxiety-x', ['sessions', 1, 'screens', 3, 'alt', 'fr'])).toBe(
      'anxiety-x/sessions[1].screens[3].alt.fr',
    );
    expect(formatFieldPath('anxiety-x', ['title'])).toBe('anxiety-x/title');
    expect(formatFieldPath('anxiety-x', [])).toBe('anxiety-x');
  });
});
