import type { TextBlock } from '@kinwell/core';
import { useBlocker } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';

export const ONBOARDING_PATH = '/onboarding';

/**
 * Spec section 4's exit guard: leaving /onboarding before step 3 (and not onboarded) asks first, with the
 * abandonModal text block; "Stay" cancels, "Leave" goes on. The modal closes once the user is logged out.
 * A reload is not asked about: the entries survive it (sessionStorage).
 */
export function ExitGuard({
  isLoggedIn,
  canLeave,
  block,
}: {
  isLoggedIn: boolean;
  canLeave: () => boolean;
  /** The abandonModal text block; its actions label the two buttons. */
  block: TextBlock;
}) {
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => next.pathname !== ONBOARDING_PATH && !canLeave(),
    withResolver: true,
    enableBeforeUnload: false,
  });
  const blocked = blocker.status === 'blocked';

  useEffect(() => {
    if (!isLoggedIn && blocked) blocker.reset();
  }, [isLoggedIn, blocked, blocker]);

  return (
    <ModalDialog
      open={blocked && isLoggedIn}
      title={block.title}
      onCancel={() => blocker.reset?.()}
      actions={
        <>
          <button type="button" className="button" onClick={() => blocker.reset?.()}>
            {block.actions?.primary}
          </button>
          <button type="button" className="button button-secondary" onClick={() => blocker.proceed?.()}>
            {block.actions?.secondary}
          </button>
        </>
      }
    >
      <p>{block.subtitle}</p>
      {block.body?.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </ModalDialog>
  );
}
