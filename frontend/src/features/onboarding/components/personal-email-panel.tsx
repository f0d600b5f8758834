import { accountEmailProblem, authMessages, normalizeEmail, verificationCodeProblem } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { TextField } from '../../../components/forms/text-field';
import { ApiError } from '../../../lib/api-client';
import { authApi, authKeys, type PersonalEmailStatus, personalEmailQueryOptions } from '../../auth/auth-api';
import { authMessageOf, authMessageText } from '../../auth/auth-message-text';

/**
 * Onboarding step 1's optional panel: confirms the personal email given at sign-up with a mailed code, so Kinwell
 * news and reminders can go there. The remembered address is registered (and a code mailed) once, on arrival;
 * the state lives on the server, so a reload shows where the member left off. Skipping changes nothing else.
 */
export function PersonalEmailPanel({ companyEmail, remembered }: { companyEmail: string; remembered?: string }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const status = useQuery(personalEmailQueryOptions());
  const [code, setCode] = useState('');
  const [newAddress, setNewAddress] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();
  const [hidden, setHidden] = useState(false);
  const registered = useRef(false);

  const show = (answer: PersonalEmailStatus) => queryClient.setQueryData(authKeys.personalEmail(), answer);
  const failure = (error: unknown) =>
    setProblem(
      error instanceof ApiError
        ? authMessageText(i18n, authMessageOf(error))
        : t`Something went wrong. Please try again.`,
    );

  const request = useMutation({
    mutationFn: (email: string) => authApi.requestPersonalEmail({ email }),
    onSuccess: (answer) => {
      show(answer);
      setNewAddress(undefined);
      setCode('');
      setProblem(undefined);
    },
    onError: failure,
  });
  const confirm = useMutation({
    mutationFn: (typed: string) => authApi.confirmPersonalEmail({ code: typed }),
    onSuccess: (answer) => {
      show(answer);
      setProblem(undefined);
    },
    onError: failure,
  });

  // The address typed at sign-up is registered once, when the server has none yet.
  useEffect(() => {
    if (registered.current || !remembered || status.data?.email !== null) return;
    if (accountEmailProblem(remembered) || normalizeEmail(remembered) === normalizeEmail(companyEmail)) return;
    registered.current = true;
    request.mutate(remembered);
  }, [remembered, status.data, companyEmail, request]);

  if (hidden || status.isError) return null;
  const data = status.data;
  if (!data) {
    return (
      <p className="form-status" role="status" aria-live="polite">
        <Trans>Loading your personal email…</Trans>
      </p>
    );
  }
  if (data.confirmed && newAddress === undefined) {
    return (
      <section className="personal-email-panel" aria-labelledby="personal-email-title">
        <h2 id="personal-email-title" className="personal-email-title">
          <Trans>Personal email confirmed</Trans>
        </h2>
        <p role="status" aria-live="polite">
          <Trans>Kinwell news and reminders will go to {data.email}.</Trans>
        </p>
      </section>
    );
  }

  const editing = newAddress !== undefined || data.email === null;
  const address = newAddress ?? '';
  const busy = request.isPending || confirm.isPending;

  return (
    <section className="personal-email-panel" aria-labelledby="personal-email-title">
      <h2 id="personal-email-title" className="personal-email-title">
        <Trans>Confirm your personal email (optional)</Trans>
      </h2>
      {editing ? (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const typed = accountEmailProblem(address);
            if (typed) return setProblem(authMessageText(i18n, typed));
            if (normalizeEmail(address) === normalizeEmail(companyEmail)) {
              return setProblem(authMessageText(i18n, authMessages.personalEmailIsCompanyEmail));
            }
            request.mutate(address);
          }}
        >
          <TextField
            label={t`Personal email`}
            name="personalEmail"
            type="email"
            autoComplete="email"
            value={address}
            onValueChange={(value) => setNewAddress(value)}
            error={problem}
            description={t`Until you confirm it, Kinwell emails go to your company address.`}
          />
          <div className="personal-email-actions">
            <button type="submit" className="button" disabled={busy} aria-busy={request.isPending || undefined}>
              {request.isPending ? <Trans>Sending…</Trans> : <Trans>Send code</Trans>}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setHidden(true)}>
              <Trans>Not now</Trans>
            </button>
          </div>
        </form>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            const typed = verificationCodeProblem(code);
            if (typed) return setProblem(authMessageText(i18n, typed));
            confirm.mutate(code.trim());
          }}
        >
          <p>
            {data.codePending ? (
              <Trans>
                We sent a 6-digit code to {data.email}. Enter it to get Kinwell news and reminders there instead of at
                your company email.
              </Trans>
            ) : (
              <Trans>Your code for {data.email} has expired. Send a new one to confirm this address.</Trans>
            )}
          </p>
          {data.codePending ? (
            <TextField
              label={t`Code`}
              name="personalEmailCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onValueChange={setCode}
              error={problem}
            />
          ) : (
            problem && (
              <p className="field-error" role="alert">
                {problem}
              </p>
            )
          )}
          <div className="personal-email-actions">
            {data.codePending && (
              <button type="submit" className="button" disabled={busy} aria-busy={confirm.isPending || undefined}>
                {confirm.isPending ? <Trans>Confirming…</Trans> : <Trans>Confirm</Trans>}
              </button>
            )}
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => data.email && request.mutate(data.email)}
            >
              <Trans>Send a new code</Trans>
            </button>
            <button type="button" className="button-link" onClick={() => setNewAddress(data.email ?? '')}>
              <Trans>Change address</Trans>
            </button>
            <button type="button" className="button-link" onClick={() => setHidden(true)}>
              <Trans>Not now</Trans>
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
