import { foldCharacters, squeezeLetters } from './normalize-message';

/** Characters with a meaning in a regular expression's syntax: they end a run of literal text. */
const SYNTAX = new Set(['(', ')', '[', ']', '{', '}', '|', '?', '*', '+', '.', '^', '$', '\\']);

/**
 * A pattern as written in a language file, re-spelt the way messages are (see normalize-message.ts): its
 * literal letters are folded and squeezed ("kill" → "kil", "أنتحر" → "انتحر"), its syntax and escapes are kept.
 * Global by default, since the engine looks at every match in turn.
 */
export function compilePattern(pattern: RegExp, flags = 'gu'): RegExp {
  const source = pattern.source;
  let out = '';
  let literal = '';
  const flush = () => {
    out += squeezeLetters(foldCharacters(literal));
    literal = '';
  };
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (!SYNTAX.has(char)) {
      literal += char;
      continue;
    }
    flush();
    if (char === '\\') {
      // An escape and its argument (\b, \s, \p{L}, \u0640) stay exactly as written.
      const next = source[i + 1] ?? '';
      const braced = /^[pPuk]\{[^}]*\}/.exec(source.slice(i + 1));
      const hex = /^(?:u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2})/.exec(source.slice(i + 1));
      const escaped = braced?.[0] ?? hex?.[0] ?? next;
      out += `\\${escaped}`;
      i += escaped.length;
    } else if (char === '{' && /^\{\d+(?:,\d*)?\}/.test(source.slice(i))) {
      const quantifier = /^\{\d+(?:,\d*)?\}/.exec(source.slice(i))?.[0] ?? char;
      out += quantifier;
      i += quantifier.length - 1;
    } else if (char === '(' && source[i + 1] === '?') {
      // (?: (?= (?! (?<= (?<!
      const group = /^\(\?(?:<[=!]|[:=!])/.exec(source.slice(i))?.[0] ?? char;
      out += group;
      i += group.length - 1;
    } else {
      out += char;
    }
  }
  flush();
  return new RegExp(out, flags);
}
