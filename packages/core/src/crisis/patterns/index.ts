import type { CrisisLanguage } from '../crisis-language';
import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { ja } from './ja';

/** Every language's wording; the check reads them all, whatever language the app is in. */
export const CRISIS_LANGUAGES: readonly CrisisLanguage[] = [en, fr, es, ja, ar];
