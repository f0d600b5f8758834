import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { CURRENT_BUILD_ID, fetchDeployedBuildId, isNewBuild, VERSION_POLL_MS } from '../build-version';

/**
 * Polls the deployed build (every few minutes and on window focus); when a new one is out, a polite banner offers
 * a reload. The live region is always in the page so that its text is announced when it appears.
 */
export function UpdateBanner() {
  const [available, setAvailable] = useState(false);

  useEffect(() => {
    if (CURRENT_BUILD_ID === 'dev') return;
    let cancelled = false;
    const check = async () => {
      const deployed = await fetchDeployedBuildId();
      if (!cancelled && isNewBuild(CURRENT_BUILD_ID, deployed)) setAvailable(true);
    };
    const timer = window.setInterval(() => void check(), VERSION_POLL_MS);
    const onFocus = () => void check();
    window.addEventListener('focus', onFocus);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
      window.removeEventListener('focus', onFocus);
    };
  }, []);

  return (
    <div role="status" aria-live="polite" className="update-banner-region">
      {available ? (
        <div className="update-banner">
          <p>
            <Trans>A new version is available.</Trans>
          </p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            <Trans>Reload</Trans>
          </button>
        </div>
      ) : null}
    </div>
  );
}
