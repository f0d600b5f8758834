/**
 * The colour-mode script, inlined in index.html's head (frontend/vite.config.ts) so the stored mode applies before
 * the first paint without a render-blocking request. The Content-Security-Policy allows exactly this script by its
 * hash (security-headers.ts); a test keeps the hash equal to the text. Keep in step with
 * frontend/src/features/color-mode/color-mode-store.ts (same key, same values). Storage may be disabled: the system
 * mode (prefers-color-scheme) then applies.
 */
export const COLOR_MODE_SCRIPT =
  "try{var m=localStorage.getItem('color-mode');if(m==='light'||m==='dark')document.documentElement.setAttribute('data-theme',m)}catch(e){}";

/** `'sha256-…'` of COLOR_MODE_SCRIPT, the CSP source that lets it run. */
export const COLOR_MODE_SCRIPT_HASH = "'sha256-IFeLl0Vf57RV/miE+50FUOt0OGIxAV9GkKDsLJfUqZQ='";
