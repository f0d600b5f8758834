import { afterEach, describe, expect, it } from 'vitest';
import { clearAllDrafts, clearDraft, readDraft, writeDraft } from './chat-drafts';

afterEach(() => sessionStorage.clear());

describe('chat drafts', () => {
  it('keeps one draft per conversation, clears one on send and all on logout, and leaves other keys alone', () => {
    writeDraft('a', 'Hello');
    writeDraft('b', 'Bonjour');
    sessionStorage.setItem('expo', 'yes');
    expect(readDraft('a')).toBe('Hello');
    clearDraft('a');
    expect(readDraft('a')).toBe('');
    expect(readDraft('b')).toBe('Bonjour');
    clearAllDrafts();
    expect(readDraft('b')).toBe('');
    expect(sessionStorage.getItem('expo')).toBe('yes');
  });
});
