import { proxy } from 'valtio';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

/**
 * Spec section 1: the colour mode is kept locally. the inline script of index.html (@kinwell/contracts, COLOR_MODE_SCRIPT) reads the same key before the first paint,
 * so the page never flashes the other mode; this store keeps it in sync afterwards (and across tabs).
 */
export const COLOR_MODE_KEY = 'color-mode';

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

function readStoredMode(): ColorMode {
  try {
    const stored = localStorage.getItem(COLOR_MODE_KEY);
    return isColorMode(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

export const colorModeStore = proxy<{ mode: ColorMode }>({ mode: readStoredMode() });

/** `system` leaves the choice to `prefers-color-scheme` in global.css. */
export function applyColorMode(mode: ColorMode, root: HTMLElement = document.documentElement): void {
  if (mode === 'system') root.removeAttribute('data-theme');
  else root.setAttribute('data-theme', mode);
}

export function setColorMode(mode: ColorMode): void {
  colorModeStore.mode = mode;
  applyColorMode(mode);
  try {
    if (mode === 'system') localStorage.removeItem(COLOR_MODE_KEY);
    else localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // Storage full or disabled: the choice lasts for this visit only.
  }
}

/** App start: re-applies the stored mode and follows changes made in other tabs. */
export function startColorMode(): void {
  applyColorMode(colorModeStore.mode);
  window.addEventListener('storage', (event) => {
    if (event.key !== COLOR_MODE_KEY && event.key !== null) return;
    colorModeStore.mode = readStoredMode();
    applyColorMode(colorModeStore.mode);
  });
}
