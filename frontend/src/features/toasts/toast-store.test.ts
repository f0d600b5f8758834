import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, dismissToast, notify, TOAST_AUTO_CLOSE_MS, TOAST_COLLAPSE_MS, toastStore } from './toast-store';

describe('toasts', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('close after 5000 ms, collapse for 300 ms, then are removed', () => {
    notify.success('Registration successful');
    expect(toastStore.toasts).toMatchObject([{ kind: 'success', message: 'Registration successful', closing: false }]);

    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS);
    expect(toastStore.toasts[0]?.closing).toBe(true);

    vi.advanceTimersByTime(TOAST_COLLAPSE_MS);
    expect(toastStore.toasts).toEqual([]);
  });

  it('can be dismissed early', () => {
    const id = notify.error('An error occurred');
    dismissToast(id);
    vi.advanceTimersByTime(TOAST_COLLAPSE_MS);
    expect(toastStore.toasts).toEqual([]);
  });

  it('are all cleared at once', () => {
    notify.success('one');
    notify.error('two');
    clearToasts();
    expect(toastStore.toasts).toEqual([]);
    vi.runAllTimers();
    expect(toastStore.toasts).toEqual([]);
  });
});
