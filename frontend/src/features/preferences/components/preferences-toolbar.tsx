import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../lib/i18n';
import { preferencesStore, setLocale } from '../preferences-store';

/** The language switcher of the default layout (native names, whatever the active language). */
export function PreferencesToolbar() {
  const { locale } = useSnapshot(preferencesStore);
  const languageId = useId();

  return (
    <>
      <label htmlFor={languageId} className="visually-hidden">
        <Trans>Language</Trans>
      </label>
      <select
        id={languageId}
        value={locale}
        onChange={(event) => {
          const next = event.target.value;
          if (isLocale(next)) void setLocale(next);
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
