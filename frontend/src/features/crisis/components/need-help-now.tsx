import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';
import { CrisisIntro } from './crisis-card';
import { CrisisLines } from './crisis-lines';

/**
 * "Need help now?": one click away on every signed-in page (the layouts' header) and in self-care. The dialog
 * keeps the focus inside until it closes, then gives it back to this button (ModalDialog).
 */
export function NeedHelpNow() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="need-help-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <Trans>Need help now?</Trans>
      </button>
      <ModalDialog
        open={open}
        title={<Trans>If you need help now</Trans>}
        onCancel={() => setOpen(false)}
        actions={
          <button type="button" className="button" onClick={() => setOpen(false)}>
            <Trans>Close</Trans>
          </button>
        }
      >
        <CrisisIntro />
        <CrisisLines />
        <p>
          <Trans>
            Outside the US, call your local emergency number (for example 112 in Europe, 999 in the UK, 119 in Japan).
          </Trans>
        </p>
        <p>
          <Trans>
            When it is not an emergency, you can <Link to="/contact">contact our team</Link> and we will help you find
            support.
          </Trans>
        </p>
      </ModalDialog>
    </>
  );
}
