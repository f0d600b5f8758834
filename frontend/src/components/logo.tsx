import { createContext, use } from 'react';

/** A company's logo, provided by the brand feature while a company brand is active. */
export const LogoContext = createContext<{ src: string; name: string } | undefined>(undefined);

/**
 * The Kinwell mark and wordmark, or the active company's logo (its name as the alternative text). Colours come from
 * CSS (brand custom properties), never inline styles.
 */
export function Logo() {
  const company = use(LogoContext);
  if (company) {
    return (
      <span className="logo logo-company">
        <img className="logo-image" src={company.src} alt={company.name} height={40} />
      </span>
    );
  }
  return (
    <span className="logo">
      <svg className="logo-mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <circle className="logo-mark-primary" cx="12" cy="16" r="9" />
        <circle className="logo-mark-secondary" cx="21" cy="16" r="9" />
      </svg>
      <span className="logo-word">Kinwell</span>
    </span>
  );
}
