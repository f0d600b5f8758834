import { useLingui } from '@lingui/react';
import { useEffect } from 'react';
import { loadAppDetails } from '../content-store';

/** Loads the app details for the active language, again whenever the language changes. Renders nothing. */
export function AppDetailsLoader() {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  useEffect(() => {
    void loadAppDetails(locale);
  }, [locale]);
  return null;
}
