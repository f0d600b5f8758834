/**
 * What the reader was writing in each conversation, kept for the tab's life (sessionStorage), so a reload loses
 * nothing; a sent message clears its draft, and a closed session clears them all (a shared device).
 */
const PREFIX = 'chat:draft:';

export function readDraft(conversationId: string): string {
  try {
    return sessionStorage.getItem(PREFIX + conversationId) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(conversationId: string, text: string): void {
  try {
    if (text === '') sessionStorage.removeItem(PREFIX + conversationId);
    else sessionStorage.setItem(PREFIX + conversationId, text);
  } catch {
    // Storage full or refused (private mode): the draft lives in the page only.
  }
}

export const clearDraft = (conversationId: string): void => writeDraft(conversationId, '');

export function clearAllDrafts(): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, index) => sessionStorage.key(index));
    for (const key of keys) if (key?.startsWith(PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing was kept.
  }
}
