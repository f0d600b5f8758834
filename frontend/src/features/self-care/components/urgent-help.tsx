import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ModalDialog } from '../../../components/modal-dialog';

/**
 * "Need help now?": always one click away in self-care, for a member on a bad day. Self-care is not crisis care,
 * so it says where urgent help is, plainly, before anything else.
 */
export function UrgentHelp() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="urgent-help-button" onClick={() => setOpen(true)}>
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
        <p>
          <strong>
            <Trans>
              If you are in danger or thinking about harming yourself, call your local emergency number now (for example
              112 in Europe, 911 in North America, 999 in the UK, 119 in Japan).
            </Trans>
          </strong>
        </p>
        <p>
          <Trans>
            You can also go to the nearest emergency department, or ask someone you trust to stay with you. Self-care
            exercises are not a substitute for professional care.
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
