import { type ReactNode, useEffect, useId, useRef } from 'react';

interface ModalDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Escape, or the dialog closing by other means. */
  onCancel: () => void;
  /** The buttons; the first one gets the focus. */
  actions: ReactNode;
}

/**
 * A modal dialog on the native `<dialog>`: `showModal()` puts it in the top layer and makes the rest of the
 * page inert, Tab cycles inside it, Escape cancels, and it is labelled by its title and described by its
 * text. The focus goes back where it was when it closes.
 */
export function ModalDialog({ open, title, children, onCancel, actions }: ModalDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('.modal-actions button')?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      else dialog.removeAttribute('open');
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      aria-modal="true"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        // Browsers without a native dialog (and test DOMs) still close on Escape.
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
          return;
        }
        // The native dialog lets Tab leave for the browser's own controls: keep the focus cycling inside.
        if (event.key === 'Tab') trapTab(event.currentTarget, event);
      }}
    >
      <h2 id={titleId} className="modal-title">
        {title}
      </h2>
      <div id={bodyId} className="modal-body">
        {children}
      </div>
      <div className="modal-actions">{actions}</div>
    </dialog>
  );
}

const FOCUSABLE =
  'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea, [tabindex]:not([tabindex="-1"])';

function trapTab(dialog: HTMLElement, event: { shiftKey: boolean; preventDefault(): void }) {
  const focusable = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}
