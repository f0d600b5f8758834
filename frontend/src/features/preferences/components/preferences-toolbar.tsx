import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { isLocale, LOCALE_NAMES, LOCALES } from '../../../lib/i18n';
import { COLOUR_MODES, isColourMode, preferencesStore, setColourMode, setLocale } from '../preferences-store';

const COLOUR_MODE_LABELS = {
  light: msg`Light`,
  dark: msg`Dark`,
  system: msg`System`,
} as const;

/** Language and colour-mode switchers of the default layout. */
export function PreferencesToolbar() {
  const { locale, colourMode } = useSnapshot(preferencesStore);
  const { i18n } = useLingui();
  const languageId = useId();
  const colourModeId = useId();

  return (
    <div className="preferences-toolbar">
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
      <label htmlFor={colourModeId} className="visually-hidden">
        <Trans>Colour mode</Trans>
      </label>
      <select
        id={colourModeId}
        value={colourMode}
        onChange={(event) => {
          const next = event.target.value;
          if (isColourMode(next)) setColourMode(next);
        }}
      >
        {COLOUR_MODES.map((mode) => (
          <option key={mode} value={mode}>
            {i18n._(COLOUR_MODE_LABELS[mode])}
          </option>
        ))}
      </select>
    </div>
  );
}
