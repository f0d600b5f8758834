/** The Kinwell mark and wordmark. Colours come from CSS (brand custom properties), never inline styles. */
export function Logo() {
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
