import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { clearToasts, dismissToast, type Toast, type ToastKind, toastStore } from '../toast-store';

/**
 * The toasts, in two live regions that are always in the page (a region added together with its text is
 * often not announced): successes politely, errors at once. Cleared on every URL change (spec section 2).
 */
export function ToastRegion() {
  const { toasts } = useSnapshot(toastStore);
  const { i18n } = useLingui();
  const router = useRouter();

  useEffect(
    () =>
      router.subscribe('onBeforeNavigate', (event) => {
        // A new page clears them; the app's own search updates on one page (the brand's `bid` added right
        // after login) must not wipe the toast that login just showed.
        if (event.pathChanged) clearToasts();
      }),
    [router],
  );

  const list = (...kinds: ToastKind[]) =>
    toasts
      .filter((toast) => kinds.includes(toast.kind))
      .map((toast) => <ToastItem key={toast.id} toast={toast} closeLabel={i18n._(msg`Dismiss`)} />);

  return (
    <section className="toast-region" aria-label={i18n._(msg`Notifications`)}>
      <div role="status" aria-live="polite" className="toast-list">
        {list('success', 'info')}
      </div>
      <div role="alert" aria-live="assertive" className="toast-list">
        {list('error')}
      </div>
    </section>
  );
}

function ToastItem({ toast, closeLabel }: { toast: Readonly<Toast>; closeLabel: string }) {
  return (
    <div className={`toast toast-${toast.kind}`} data-closing={toast.closing || undefined}>
      <p className="toast-message">{toast.message}</p>
      <button type="button" className="toast-close" aria-label={closeLabel} onClick={() => dismissToast(toast.id)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
