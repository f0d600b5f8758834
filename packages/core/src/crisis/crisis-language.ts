import type { Locale } from '../i18n/locales';

/** What a message may put at risk. Order is the order `assessRisk` reports them in. */
export const RISK_CATEGORIES = ['suicide_self_harm', 'harm_to_others', 'abuse', 'medical_emergency'] as const;
export type RiskCategory = (typeof RISK_CATEGORIES)[number];

/**
 * How a pattern says it: outright ("I want to kill myself"), indirectly ("everyone would be better off without
 * me"), or in the coded wording people use to get past filters ("kms", "unalive").
 */
export type RiskWording = 'explicit' | 'indirect' | 'coded';

/**
 * One language's wording, as data (one file per language in ./patterns). Patterns are written in plain lower
 * case against the normalized message (see normalize-message.ts): no accents needed, "dont" for "don't", any
 * doubled letter may be written once or twice, and the message has a space at each end.
 */
export interface CrisisLanguage {
  language: Locale;
  /** Risk wording per category and kind. */
  risk: { [C in RiskCategory]: Partial<Record<RiskWording, RegExp[]>> };
  /**
   * Figures of speech blanked out before the risk patterns run ("this deadline is killing me", "mort de rire"),
   * so only the idiom itself is ignored: anything else in the message is still read.
   */
  idioms: RegExp[];
  /**
   * A negation that directly governs a match, tested against the text just before it (so it ends in `$`):
   * "I'm not going to | kill myself". Wording whose risk lies in its negation ("I don't want to live") is
   * written as a risk pattern of its own, which starts at the negation.
   */
  negationBefore?: RegExp;
  /** The same for languages that negate after the verb (Japanese 死ぬつもり | はない), ending in `^`. */
  negationAfter?: RegExp;
  /**
   * Threats that are everyday hyperbole when the writer is laughing ("I'm gonna kill him lol"): these count
   * only when `joking` does not match the message. Never used for self-harm: "I want to die lol" is risk.
   */
  hyperbole?: { category: RiskCategory; patterns: RegExp[] };
  /** Laughter markers, tested against the folded message with its emoji (not the normalized one). */
  joking?: RegExp;
}
