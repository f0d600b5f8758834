import { proxy } from 'valtio';
import { expoFromQuery } from './expo-rule';

/**
 * Spec section 3's expo flag (`isExpo`) and the value it came with. Kept for the tab's life in sessionStorage,
 * so a reload inside the mobile webview stays in expo mode while a normal tab is never affected.
 */
const STORAGE_KEY = 'isExpo';

function readStored(): string | undefined {
  try {
    return sessionStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export const expoStore = proxy<{ isExpo: boolean; value: string | undefined }>(
  (() => {
    const value = readStored();
    return { isExpo: value !== undefined, value };
  })(),
);

/** Reads the `expo` query of a navigation: enters, keeps or leaves the mode. Answers the value in effect. */
export function trackExpo(queryValue: unknown): string | undefined {
  const next = expoFromQuery(queryValue);
  if (next === undefined) return expoStore.value;
  expoStore.value = next ?? undefined;
  expoStore.isExpo = next !== null;
  try {
    if (next === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, next);
  } catch {
    // Storage disabled: the mode lasts while this page lives.
  }
  return expoStore.value;
}
