import {
  accountEmailProblem,
  authMessages,
  CODE_LENGTH,
  normalizeEmail,
  passwordProblem,
  resetCodeProblem,
  WEAK_PASSWORD_MESSAGES,
} from '@kinwell/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { EmailField } from '../../../components/forms/email-field';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextField } from '../../../components/forms/text-field';
import { useForm } from '../../../components/forms/use-form';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../auth-api';
import { authMessageOf, authMessageText } from '../auth-message-text';
import { authStore, markPasswordReset } from '../auth-store';
import { errorText, type Notifier } from '../notifier';
import { signedInHome } from '../onboarding-gate';
import { signIn } from '../session';
import { codeDigits, confirmPasswordProblem } from '../validation';

interface SetPasswordValues extends Record<string, string | boolean> {
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

const FIELD_OF_MESSAGE: Record<string, keyof SetPasswordValues> = {
  [authMessages.invalidCode]: 'code',
  [authMessages.expiredCode]: 'code',
  [authMessages.sixDigitCodeRequired]: 'code',
  ...Object.fromEntries(WEAK_PASSWORD_MESSAGES.map((message) => [message, 'password'])),
  [authMessages.invalidEmail]: 'email',
};

export function SetPasswordForm({ defaultEmail = '', notify }: { defaultEmail?: string; notify: Notifier }) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const mismatch = t`The passwords do not match`;
  const form = useForm<SetPasswordValues>({
    initialValues: { email: defaultEmail, code: '', password: '', confirmPassword: '' },
    validate: (values) => ({
      email: accountEmailProblem(values.email),
      code: resetCodeProblem(values.code),
      password: passwordProblem(values.password),
      confirmPassword: confirmPasswordProblem(values.password, values.confirmPassword, mismatch),
    }),
    errorText: (message) => authMessageText(i18n, message),
  });

  const confirm = useMutation({
    mutationFn: async (submitted: SetPasswordValues) => {
      const email = normalizeEmail(submitted.email);
      await authApi.confirmPassword({
        email,
        confirmationCode: submitted.code.trim(),
        newPassword: submitted.password,
      });
      // Spec section 4: the reset logs the user in and sets hasJustResetPassword.
      try {
        await signIn(queryClient, { email, password: submitted.password, remember: true });
      } catch {
        await navigate({ to: '/login', search: { email } });
        return;
      }
      markPasswordReset();
      await navigate({ to: signedInHome(authStore.isOnboarded, authStore.role) });
    },
    onSuccess: () => notify.success(authMessageText(i18n, authMessages.passwordReset)),
    onError: (error) => {
      const message = error instanceof ApiError ? authMessageOf(error) : undefined;
      const field = message ? FIELD_OF_MESSAGE[message] : undefined;
      if (message && field) form.setServerError(field, message);
      else notify.error(errorText(i18n, error, msg`Failed to confirm new password`));
    },
  });

  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      onSubmit={form.handleSubmit((submitted) => confirm.mutate(submitted))}
    >
      <EmailField label={t`Email`} autoComplete="username" {...form.field('email')} />
      <TextField
        label={t`Code`}
        description={t`The 6-digit code we sent to your mailbox.`}
        className="field-code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={CODE_LENGTH}
        {...form.field('code', codeDigits)}
      />
      <PasswordField
        label={t`New password`}
        description={t`At least 8 characters, with a number, a special character, an uppercase and a lowercase letter.`}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <PasswordField label={t`Confirm new password`} autoComplete="new-password" {...form.field('confirmPassword')} />
      <SubmitButton pending={confirm.isPending}>{t`Set the new password`}</SubmitButton>
      <p className="form-footer">
        <Link to="/reset-password">{t`Send me a new code`}</Link>
      </p>
    </form>
  );
}
