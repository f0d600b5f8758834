import { accountExportFileName } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useSnapshot } from 'valtio';
import { PasswordField } from '../../../components/forms/password-field';
import { ModalDialog } from '../../../components/modal-dialog';
import { authStore } from '../../auth/auth-store';
import { endSession } from '../../auth/session';
import { notify } from '../../toasts/toast-store';
import { accountApi } from '../account-api';
import { accountErrorText } from '../account-error-text';
import { saveJsonFile } from '../save-json-file';
import '../account.css';

/**
 * The member's account page: who they are signed in as, and their privacy rights — a copy of everything Kinwell
 * holds about them, and deleting their account (password typed again, then a confirmation that names what goes).
 */
export function AccountPage() {
  const headingId = useId();
  const { userInfo } = useSnapshot(authStore);
  const email = userInfo.email ?? '';
  return (
    <section className="page account-page" aria-labelledby={headingId}>
      <h1 id={headingId}>
        <Trans>My account</Trans>
      </h1>
      {email && (
        <p className="page-lead">
          <Trans>
            Signed in as <strong dir="ltr">{email}</strong>
          </Trans>
        </p>
      )}
      <DataExport />
      <AccountDeletion />
    </section>
  );
}

function DataExport() {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const download = useMutation({
    mutationFn: () => accountApi.exportData(),
    onSuccess: (data) => saveJsonFile(accountExportFileName(new Date(data.exportedAt)), data),
  });
  return (
    <section className="account-card" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          Download a copy of everything Kinwell holds about you: your profile and onboarding answers, the family members
          you added, the invitations you sent, and your activity. It is a JSON file that people and programs can read.
        </Trans>
      </p>
      <div className="account-actions">
        <button
          type="button"
          className="button"
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
          onClick={() => download.mutate()}
        >
          {download.isPending ? t`Preparing your file…` : t`Download my data`}
        </button>
      </div>
      <p className="account-status" role="status" aria-live="polite">
        {download.isSuccess && <Trans>Your file is downloaded.</Trans>}
      </p>
      {download.isError && (
        <p className="account-error" role="alert">
          {accountErrorText(i18n, download.error)}
        </p>
      )}
    </section>
  );
}

function AccountDeletion() {
  const { i18n, t } = useLingui();
  const titleId = useId();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);

  const remove = useMutation({
    mutationFn: () => accountApi.deleteAccount({ password }),
    onSuccess: async ({ confirmationMailed }) => {
      setConfirming(false);
      endSession(queryClient);
      // After the move: toasts are cleared when the page changes.
      await navigate({ to: '/' });
      notify.success(
        confirmationMailed
          ? t`Your account and your data have been deleted. We sent you a confirmation email. Take care.`
          : t`Your account and your data have been deleted. Take care.`,
      );
    },
    onError: (error) => {
      setConfirming(false);
      setProblem(accountErrorText(i18n, error));
    },
  });

  return (
    <section className="account-card account-card-danger" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Trans>Delete my account</Trans>
      </h2>
      <p>
        <Trans>
          This deletes your account and everything Kinwell holds about you, for good: your profile, the family members
          you added, the invitations you sent, and your activity. Family members who have their own account keep it. You
          can sign up again later, starting from scratch.
        </Trans>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!password) return setProblem(t`Please enter your password to confirm.`);
          setProblem(undefined);
          setConfirming(true);
        }}
      >
        <PasswordField
          label={t`Your password`}
          name="password"
          autoComplete="current-password"
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            setProblem(undefined);
          }}
          error={problem}
          description={t`To keep your account safe, type your password again.`}
        />
        <div className="account-actions">
          <button
            type="submit"
            className="button button-danger"
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
          >
            {remove.isPending ? t`Deleting…` : t`Delete my account`}
          </button>
        </div>
      </form>
      <ModalDialog
        open={confirming}
        title={<Trans>Delete your account?</Trans>}
        onCancel={() => setConfirming(false)}
        actions={
          <>
            <button type="button" className="button button-secondary" onClick={() => setConfirming(false)}>
              <Trans>Keep my account</Trans>
            </button>
            <button
              type="button"
              className="button button-danger"
              disabled={remove.isPending}
              onClick={() => remove.mutate()}
            >
              {remove.isPending ? t`Deleting…` : t`Delete for good`}
            </button>
          </>
        }
      >
        <p>
          <Trans>This cannot be undone. Download your data first if you want to keep a copy.</Trans>
        </p>
      </ModalDialog>
    </section>
  );
}
