import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { LineIcon } from './line-icon';

/** How far down the page (px) the button appears. */
export const SCROLL_TO_TOP_THRESHOLD = 600;

/**
 * A "back to top" button that appears once the page is scrolled down. It moves the focus to the page's main
 * landmark too, so keyboard users land where they see themselves land. Smooth only without reduced motion.
 */
export function ScrollToTop() {
  const { i18n } = useLingui();
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  const label = i18n._(msg`Back to top`);
  return (
    <button
      type="button"
      className="scroll-to-top"
      aria-label={label}
      title={label}
      onClick={() => {
        const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
        const main = document.getElementById('main');
        if (main) {
          if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
          main.focus({ preventScroll: true });
        }
      }}
    >
      <LineIcon strokeWidth={2.5}>
        <path d="M6 14l6-6 6 6" />
      </LineIcon>
    </button>
  );
}
