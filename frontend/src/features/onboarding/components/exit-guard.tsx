import { useLingui } from '@lingui/react/macro';
import { useBlocker } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { onboardingTextBlocks } from '../onboarding-text-blocks';

export const ONBOARDING_PATH = '/onboarding';

/**
 * Spec section 4's exit guard: leaving /onboarding before step 3 (and not onboarded) asks first, with the
 * abandonModal text block; "Stay" cancels, "Leave" goes on. The modal closes once the user is logged out.
 * A reload is not asked about: the entries survive it (sessionStorage).
 */
export function ExitGuard({ isLoggedIn, canLeave }: { isLoggedIn: boolean; canLeave: () => boolean }) {
  const { i18n, t } = useLingui();
  const blocker = useBlocker({
    shouldBlockFn: ({ next }) => next.pathname !== ONBOARDING_PATH && !canLeave(),
    withResolver: true,
    enableBeforeUnload: false,
  });
  const blocked = blocker.status === 'blocked';

  useEffect(() => {
    if (!isLoggedIn && blocked) blocker.reset();
  }, [isLoggedIn, blocked, blocker]);

  const block = onboardingTextBlocks.abandonModal;
  return (
    <ModalDialog
      open={blocked && isLoggedIn}
      title={i18n._(block.title)}
      onCancel={() => blocker.reset?.()}
      actions={
        <>
          <button type="button" className="button" onClick={() => blocker.reset?.()}>
            {t`Stay`}
          </button>
          <button type="button" className="button button-secondary" onClick={() => blocker.proceed?.()}>
            {t`Leave`}
          </button>
        </>
      }
    >
      <p>{i18n._(block.subtitle)}</p>
    </ModalDialog>
  );
}
