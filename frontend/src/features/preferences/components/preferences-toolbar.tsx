import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { setLocale } from '../preferences-store';

const SWITCH_FAILED = msg`That language could not be loaded. Check your connection and try again.`;

/**
 * The language switcher of the layouts (native names, whatever the active language). It shows the language the
 * page is in, which stays the previous one when a switch fails (offline); the layout tells the user.
 */
export function PreferencesToolbar({ onSwitchFailed }: { onSwitchFailed: (message: string) => void }) {
  const { i18n } = useLingui();
  const languageId = useId();
  // On a prerendered page a change before the app has hydrated it would go unheard: disabled until then.
  const hydrated = useHydrated();

  return (
    <>
      <label htmlFor={languageId} className="visually-hidden">
        <Trans>Language</Trans>
      </label>
      <select
        id={languageId}
        value={i18n.locale}
        disabled={!hydrated}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) setLocale(next).catch(() => onSwitchFailed(i18n._(SWITCH_FAILED)));
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
      </select>
    </>
  );
}
