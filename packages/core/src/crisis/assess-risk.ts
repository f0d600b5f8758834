import type { Locale } from '../i18n/locales';
import { compilePattern } from './compile-pattern';
import { type CrisisLanguage, RISK_CATEGORIES, type RiskCategory, type RiskWording } from './crisis-language';
import { foldCharacters, normalizeMessage } from './normalize-message';
import { CRISIS_LANGUAGES } from './patterns';

/**
 * The verdict on one message. `signals` say which kind of wording in which language's patterns matched, so a
 * caller can raise a flag or measure the check without ever keeping the message's text.
 */
export interface RiskAssessment {
  level: 'none' | 'risk';
  categories: RiskCategory[];
  signals: RiskSignal[];
}

export interface RiskSignal {
  category: RiskCategory;
  wording: RiskWording | 'hyperbole';
  language: Locale;
}

interface Rule {
  category: RiskCategory;
  wording: RiskSignal['wording'];
  language: Locale;
  pattern: RegExp;
}

function rulesOf(data: CrisisLanguage): { rules: Rule[]; hyperbole: Rule[] } {
  const rules: Rule[] = [];
  for (const category of RISK_CATEGORIES) {
    for (const [wording, patterns] of Object.entries(data.risk[category]) as [RiskWording, RegExp[]][]) {
      for (const pattern of patterns) {
        rules.push({ category, wording, language: data.language, pattern: compilePattern(pattern) });
      }
    }
  }
  const hyperbole = (data.hyperbole?.patterns ?? []).map((pattern) => ({
    category: data.hyperbole?.category ?? 'harm_to_others',
    wording: 'hyperbole' as const,
    language: data.language,
    pattern: compilePattern(pattern),
  }));
  return { rules, hyperbole };
}

// Compiled once per process, on the first message checked: not when the module loads, since every function that
// imports @kinwell/core would pay for it at cold start (20-70 ms here) whether or not it ever checks a message.
// A message is one text whatever languages it mixes ("i want to die, ya no puedo mas"), so every language's
// idioms, negations and laughter apply to every language's patterns: an English negation governs "suicidal" even
// where the Spanish patterns are the ones that matched it.
function compileRules() {
  const compiled = CRISIS_LANGUAGES.map(rulesOf);
  const rules = compiled.flatMap((language) => language.rules);
  return {
    RULES: rules,
    RULES_AND_HYPERBOLE: [...rules, ...compiled.flatMap((language) => language.hyperbole)],
    IDIOMS: CRISIS_LANGUAGES.flatMap((language) => language.idioms.map((idiom) => compilePattern(idiom))),
    NEGATIONS_BEFORE: CRISIS_LANGUAGES.flatMap((language) =>
      language.negationBefore ? [compilePattern(language.negationBefore, 'u')] : [],
    ),
    NEGATIONS_AFTER: CRISIS_LANGUAGES.flatMap((language) =>
      language.negationAfter ? [compilePattern(language.negationAfter, 'u')] : [],
    ),
    JOKING: CRISIS_LANGUAGES.flatMap((language) => (language.joking ? [new RegExp(language.joking, 'u')] : [])),
  };
}
let compiledRules: ReturnType<typeof compileRules> | undefined;
const crisisRules = () => {
  compiledRules ??= compileRules();
  return compiledRules;
};

/**
 * Whether any match of `pattern` in `text` is not cancelled by a negation governing it. An `exec` loop on the
 * shared global pattern rather than `matchAll`, which clones the expression on every call.
 */
function matchesUnnegated(pattern: RegExp, text: string): boolean {
  const { NEGATIONS_BEFORE, NEGATIONS_AFTER } = crisisRules();
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const before = text.slice(0, match.index);
    const after = text.slice(match.index + match[0].length);
    const negated =
      NEGATIONS_BEFORE.some((negation) => negation.test(before)) ||
      NEGATIONS_AFTER.some((negation) => negation.test(after));
    if (!negated) return true;
    // Step past this match's start, so a later (or overlapping) match is still looked at.
    pattern.lastIndex = match.index + 1;
  }
  return false;
}

/**
 * Whether a message a member writes shows risk to themselves or others, abuse, or a medical emergency.
 * Pure and fast (well under a millisecond), with no model and no network: it runs before anything else sees the
 * message. Every language's patterns are read whatever the app's language (people write in the language they
 * think in, and mix them), so `locale` is not needed; it is accepted so callers can pass what they have.
 *
 * Leaning: an explicit statement is never explained away (a laugh, a typo, a stretched word or another language
 * do not hide it); idioms and negations are ignored only where they directly cover the words.
 * See docs/decisions/011-crisis-check.md.
 */
export function assessRisk(text: string, _locale?: Locale): RiskAssessment {
  const { IDIOMS, JOKING, RULES, RULES_AND_HYPERBOLE } = crisisRules();
  const readable = IDIOMS.reduce(
    (result, idiom) => result.replace(idiom, (found) => ' '.repeat(found.length)),
    normalizeMessage(text),
  );
  const folded = foldCharacters(text);
  const joking = JOKING.some((laughter) => laughter.test(folded));
  const signals: RiskSignal[] = [];
  const found = new Set<RiskCategory>();
  for (const rule of joking ? RULES : RULES_AND_HYPERBOLE) {
    if (found.has(rule.category)) continue;
    if (matchesUnnegated(rule.pattern, readable)) {
      signals.push({ category: rule.category, wording: rule.wording, language: rule.language });
      found.add(rule.category);
    }
  }
  const categories = RISK_CATEGORIES.filter((category) => found.has(category));
  return { level: categories.length ? 'risk' : 'none', categories, signals };
}
