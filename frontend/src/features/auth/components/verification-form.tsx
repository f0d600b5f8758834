import { accountEmailProblem, authMessages, CODE_LENGTH, normalizeEmail, verificationCodeProblem } from '@kinwell/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { Fragment, useEffect, useState } from 'react';
import { EmailField } from '../../../components/forms/email-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useForm } from '../../../components/forms/use-form';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../auth-api';
import { authMessageOf, authMessageText } from '../auth-message-text';
import { authStore, forgetPassword, markFirstSignup } from '../auth-store';
import { errorText, type Notifier } from '../notifier';
import { signedInHome } from '../onboarding-gate';
import { signIn } from '../session';
import { codeDigits } from '../validation';

/** A code was just sent when this screen opens (sign-up, or a login before verification): wait before another. */
export const RESEND_COOLDOWN_S = 30;

interface VerificationValues extends Record<string, string | boolean> {
  email: string;
  code: string;
}

const CODE_MESSAGES: ReadonlySet<string> = new Set([
  authMessages.codeMissing,
  authMessages.invalidCode,
  authMessages.expiredCode,
]);

interface VerificationFormProps {
  /** From the link (`?email=`); when missing, the form asks for it. */
  email: string;
  notify: Notifier;
}

export function VerificationForm({ email: givenEmail, notify }: VerificationFormProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const form = useForm<VerificationValues>({
    initialValues: { email: givenEmail, code: '' },
    validate: (values) => ({
      email: givenEmail ? undefined : accountEmailProblem(values.email),
      code: verificationCodeProblem(values.code),
    }),
    errorText: (message) => authMessageText(i18n, message),
  });
  const { values } = form;
  const email = normalizeEmail(values.email);
  const cooldown = useCooldown(RESEND_COOLDOWN_S);
  const seconds = cooldown.remaining;
  const emailText = <EmailText email={givenEmail} />;

  const verify = useMutation({
    mutationFn: async (submitted: VerificationValues) => {
      const address = normalizeEmail(submitted.email);
      await authApi.verify({ email: address, code: submitted.code.trim() });
      // Automatic login with the password kept in memory since sign-up (spec section 4).
      const password = authStore.loginEmail === address ? authStore.loginPassword : '';
      if (!password) {
        await navigate({ to: '/login', search: { email: address } });
        return;
      }
      try {
        await signIn(queryClient, { email: address, password, remember: true });
        markFirstSignup();
      } catch {
        await navigate({ to: '/login', search: { email: address } });
        return;
      } finally {
        forgetPassword();
      }
      await navigate({ to: signedInHome(authStore.isOnboarded, authStore.role) });
    },
    onSuccess: () => notify.success(authMessageText(i18n, authMessages.verified)),
    onError: (error) => {
      const message = error instanceof ApiError ? authMessageOf(error) : undefined;
      if (message && CODE_MESSAGES.has(message)) form.setServerError('code', message);
      else notify.error(errorText(i18n, error));
    },
  });

  const resend = useMutation({
    mutationFn: () => authApi.resendCode({ email }),
    onSuccess: () => notify.success(authMessageText(i18n, authMessages.codeResent)),
    onError: (error) =>
      notify.error(
        error instanceof ApiError && error.status !== 500
          ? errorText(i18n, error)
          : authMessageText(i18n, authMessages.codeResendFailed),
      ),
    onSettled: () => cooldown.restart(),
  });

  const resendDisabled = resend.isPending || cooldown.remaining > 0 || accountEmailProblem(values.email) !== undefined;

  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      onSubmit={form.handleSubmit((submitted) => verify.mutate(submitted))}
    >
      {givenEmail ? (
        <p className="form-note">
          <Trans>
            Check your inbox at <strong>{emailText}</strong>.
          </Trans>
        </p>
      ) : (
        <EmailField label={t`Email`} autoComplete="username" {...form.field('email')} />
      )}
      <TextField
        label={t`Verification code`}
        className="field-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        {...form.field('code', codeDigits)}
      />
      <SubmitButton pending={verify.isPending}>{t`Verify`}</SubmitButton>
      <div className="form-footer">
        <button type="button" className="button-link" disabled={resendDisabled} onClick={() => resend.mutate()}>
          {resend.isPending ? t`Processing...` : t`Resend code`}
        </button>
        {seconds > 0 ? (
          <span className="form-hint" aria-live="off">
            {t`You can ask for a new code in ${seconds} s.`}
          </span>
        ) : null}
      </div>
      <p className="form-footer">
        <Link to="/login">{t`Back to sign in`}</Link>
      </p>
    </form>
  );
}

/** Seconds left before the resend button works again. */
function useCooldown(seconds: number) {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (remaining === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [remaining]);

  return {
    remaining,
    restart: () => {
      setUntil(Date.now() + seconds * 1000);
      setNow(Date.now());
    },
  };
}

/** An address that may wrap after its `@` and dots on a narrow screen, rather than anywhere. */
function EmailText({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string, in a fixed order.
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
