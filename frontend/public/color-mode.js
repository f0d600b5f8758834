// Applies the stored colour mode before the first paint (no flash of the wrong mode). Loaded synchronously from
// index.html's head as a same-origin file: the Content-Security-Policy allows no inline script. Keep in step with
// src/features/color-mode/color-mode-store.ts (same key, same values).
(() => {
  try {
    const mode = localStorage.getItem('color-mode');
    if (mode === 'light' || mode === 'dark') document.documentElement.setAttribute('data-theme', mode);
  } catch (_) {
    // Storage disabled: the system mode (prefers-color-scheme) applies.
  }
})();
