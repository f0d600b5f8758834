// The crisis check's written test set (packages/core/src/crisis/test-set), kept out of core's main entry: the unit
// test and `npm run bench` read it through `@kinwell/core/crisis-test-set`.
import type { Locale } from '../../i18n/locales';
import { ar } from './ar';
import type { CrisisTestMessage } from './crisis-test-message';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';

export type { CrisisTestMessage } from './crisis-test-message';
export { type CrisisScore, scoreCrisisCheck } from './score';

export const CRISIS_TEST_SET: Record<Locale, CrisisTestMessage[]> = { en, fr, es, ja, ar };
