import type { RiskCategory } from '../crisis-language';

/**
 * One message of the written test set: what a member might really type, and what the check must make of it.
 * `ordinary` messages (hard days, idioms, negations) must not raise risk; the others must, in `category`.
 */
export type CrisisTestMessage =
  | { text: string; kind: 'explicit' | 'indirect' | 'coded'; category: RiskCategory }
  | { text: string; kind: 'ordinary' };

export const suicide = (text: string): CrisisTestMessage => ({ text, kind: 'explicit', category: 'suicide_self_harm' });
export const indirect = (text: string): CrisisTestMessage => ({
  text,
  kind: 'indirect',
  category: 'suicide_self_harm',
});
export const coded = (text: string): CrisisTestMessage => ({ text, kind: 'coded', category: 'suicide_self_harm' });
export const others = (text: string): CrisisTestMessage => ({ text, kind: 'explicit', category: 'harm_to_others' });
export const abuse = (text: string): CrisisTestMessage => ({ text, kind: 'explicit', category: 'abuse' });
export const medical = (text: string): CrisisTestMessage => ({
  text,
  kind: 'explicit',
  category: 'medical_emergency',
});
export const ordinary = (text: string): CrisisTestMessage => ({ text, kind: 'ordinary' });
