import { translate as lookup } from '@kinwell/core';
import { proxy } from 'valtio';
import { afterNextPaint } from '../../lib/after-next-paint';
import { type AppDetails, contentApi } from './content-api';

/** Spec section 4's app details state: the loading flag starts true and is false after the fetch, whatever its end. */
export interface ContentState {
  isLoading: boolean;
  /** Empty after a failed fetch (spec section 8). */
  appDetails: Partial<AppDetails>;
}

export const contentStore = proxy<ContentState>({ isLoading: true, appDetails: {} });

let latest = 0;

/** Fetches the app details for a language; a failure is logged and leaves the details empty. */
export async function loadAppDetails(language: string, title?: string): Promise<void> {
  const request = ++latest;
  contentStore.isLoading = true;
  try {
    // Nothing on the first screen waits for them: they are asked for once it is painted.
    await afterNextPaint();
    if (request !== latest) return; // another language was asked for meanwhile
    const details = await contentApi.appDetails(language, title);
    if (request === latest) contentStore.appDetails = details;
  } catch (error) {
    console.warn('App details could not be loaded', error);
    if (request === latest) contentStore.appDetails = {};
  } finally {
    if (request === latest) contentStore.isLoading = false;
  }
}

/** Spec section 8: the custom translation of a key, else the key itself. */
export function translate(key: string): string {
  return lookup(contentStore.appDetails.customTranslations, key);
}

/** The idle-logout message of the app details, when the document has one. */
export function logoutInactivityMessage(): string | undefined {
  return contentStore.appDetails.logoutInactivityMessage || undefined;
}
