import { proxy, subscribe } from 'valtio';
import { activateLocale, DEFAULT_LOCALE, isLocale, type Locale } from '../../lib/i18n';

export const COLOUR_MODES = ['light', 'dark', 'system'] as const;
export type ColourMode = (typeof COLOUR_MODES)[number];

export interface Preferences {
  locale: Locale;
  colourMode: ColourMode;
}

/** Spec section 1: the colour mode (and the language) are kept locally. */
const STORAGE_KEY = 'kinwell.preferences';

const DEFAULTS: Preferences = { locale: DEFAULT_LOCALE, colourMode: 'system' };

export const preferencesStore = proxy<Preferences>(readStoredPreferences());

subscribe(preferencesStore, () => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(preferencesStore));
  } catch {
    // Storage can be full or disabled (private mode): the preference then lasts for this visit only.
  }
});

export async function setLocale(locale: Locale): Promise<void> {
  preferencesStore.locale = locale;
  await activateLocale(locale);
}

export function setColourMode(colourMode: ColourMode): void {
  preferencesStore.colourMode = colourMode;
  applyColourMode(colourMode);
}

/** Applies the stored preferences to the document; the app renders once the catalog is loaded. */
export async function applyPreferences(): Promise<void> {
  applyColourMode(preferencesStore.colourMode);
  await activateLocale(preferencesStore.locale);
}

/** `system` leaves the choice to `prefers-color-scheme` in global.css. */
function applyColourMode(colourMode: ColourMode): void {
  const root = document.documentElement;
  if (colourMode === 'system') delete root.dataset.theme;
  else root.dataset.theme = colourMode;
}

function readStoredPreferences(): Preferences {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return { ...DEFAULTS };
    const { locale, colourMode } = stored as Partial<Record<keyof Preferences, unknown>>;
    return {
      locale: isLocale(locale) ? locale : DEFAULTS.locale,
      colourMode: isColourMode(colourMode) ? colourMode : DEFAULTS.colourMode,
    };
  } catch {
    return { ...DEFAULTS };
  }
}

export function isColourMode(value: unknown): value is ColourMode {
  return typeof value === 'string' && (COLOUR_MODES as readonly string[]).includes(value);
}
