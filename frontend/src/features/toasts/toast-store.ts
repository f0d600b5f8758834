import { proxy } from 'valtio';

/** Spec section 9: a toast closes after 5000 ms, then collapses for 300 ms before it is removed. */
export const TOAST_AUTO_CLOSE_MS = 5000;
export const TOAST_COLLAPSE_MS = 300;

/** Successes and notices are announced politely, errors at once. */
export type ToastKind = 'success' | 'info' | 'error';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
  /** Set while the toast collapses, just before it is removed. */
  closing: boolean;
}

export const toastStore = proxy<{ toasts: Toast[] }>({ toasts: [] });

let nextId = 1;
const timers = new Map<number, ReturnType<typeof setTimeout>>();

export function showToast(kind: ToastKind, message: string): number {
  const id = nextId++;
  toastStore.toasts.push({ id, kind, message, closing: false });
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_AUTO_CLOSE_MS),
  );
  return id;
}

/** What features receive to report outcomes (they never import this feature). */
export const notify = {
  success: (message: string) => showToast('success', message),
  info: (message: string) => showToast('info', message),
  error: (message: string) => showToast('error', message),
};

/** Collapses the toast, then removes it. */
export function dismissToast(id: number): void {
  const toast = toastStore.toasts.find((candidate) => candidate.id === id);
  if (!toast || toast.closing) return;
  clearTimeout(timers.get(id));
  toast.closing = true;
  timers.set(
    id,
    setTimeout(() => removeToast(id), TOAST_COLLAPSE_MS),
  );
}

/** Spec section 2: every toast is cleared when the URL changes. */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  toastStore.toasts.splice(0);
}

function removeToast(id: number): void {
  timers.delete(id);
  const index = toastStore.toasts.findIndex((candidate) => candidate.id === id);
  if (index !== -1) toastStore.toasts.splice(index, 1);
}
