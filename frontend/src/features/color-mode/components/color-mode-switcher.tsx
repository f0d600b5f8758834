import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { useHydrated } from '../../../lib/use-hydrated';
import { COLOR_MODES, colorModeStore, isColorMode, setColorMode } from '../color-mode-store';

const LABELS = {
  light: msg`Light`,
  dark: msg`Dark`,
  system: msg`System`,
} as const;

/** The theme switcher of the layouts: light, dark, or the system's choice, under a visible label. */
export function ColorModeSwitcher() {
  const { mode: storedMode } = useSnapshot(colorModeStore);
  // A prerendered page was built in the system mode: hydration keeps that value (React does not correct a select
  // it adopts), the render right after shows the stored one; the page's colours come from the head script anyway.
  // Until then a change would go unheard: the switcher is disabled.
  const hydrated = useHydrated();
  const mode = hydrated ? storedMode : 'system';
  const { i18n } = useLingui();
  const id = useId();
  return (
    <span className="toolbar-field">
      <label htmlFor={id}>
        <Trans>Colour mode</Trans>
      </label>
      <select
        id={id}
        value={mode}
        disabled={!hydrated}
        onChange={(event) => {
          if (isColorMode(event.target.value)) setColorMode(event.target.value);
        }}
      >
        {COLOR_MODES.map((option) => (
          <option key={option} value={option}>
            {i18n._(LABELS[option])}
          </option>
        ))}
      </select>
    </span>
  );
}
