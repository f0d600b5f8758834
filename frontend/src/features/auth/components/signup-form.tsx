import {
  accountEmailProblem,
  authMessages,
  normalizeEmail,
  passwordProblem,
  WEAK_PASSWORD_MESSAGES,
} from '@kinwell/core';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { EmailField } from '../../../components/forms/email-field';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useForm } from '../../../components/forms/use-form';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../auth-api';
import { authMessageOf, authMessageText } from '../auth-message-text';
import { rememberCredentials } from '../auth-store';
import { errorText, type Notifier } from '../notifier';
import { rememberPersonalEmail } from '../personal-email-store';
import { checkEligibility } from '../signup-eligibility';
import { confirmPasswordProblem } from '../validation';

interface SignupValues extends Record<string, string | boolean> {
  email: string;
  personalEmail: string;
  password: string;
  confirmPassword: string;
}

/** Server answers shown on a field rather than in a toast. */
const FIELD_OF_MESSAGE: Record<string, keyof SignupValues> = {
  [authMessages.notEligible]: 'email',
  [authMessages.accountExists]: 'email',
  [authMessages.invalidEmail]: 'email',
  ...Object.fromEntries(WEAK_PASSWORD_MESSAGES.map((message) => [message, 'password'])),
};

class NotEligibleError extends Error {}

interface SignupFormProps {
  /** The company brand id from the link (`?bid=`). */
  bid?: string | undefined;
  notify: Notifier;
}

export function SignupForm({ bid, notify }: SignupFormProps) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const mismatch = t`The passwords do not match`;
  const form = useForm<SignupValues>({
    initialValues: { email: '', personalEmail: '', password: '', confirmPassword: '' },
    validate: (values) => ({
      email: accountEmailProblem(values.email),
      personalEmail: accountEmailProblem(values.personalEmail),
      password: passwordProblem(values.password),
      confirmPassword: confirmPasswordProblem(values.password, values.confirmPassword, mismatch),
    }),
    errorText: (message) => authMessageText(i18n, message),
  });

  const signUp = useMutation({
    mutationFn: async (submitted: SignupValues) => {
      const email = normalizeEmail(submitted.email);
      const eligibility = await checkEligibility(email);
      if (!eligibility.eligible) throw new NotEligibleError(authMessages.notEligible);
      await authApi.signUp({ email, password: submitted.password, onboardingStep: 0 });
      rememberPersonalEmail(email, normalizeEmail(submitted.personalEmail));
      rememberCredentials(email, submitted.password);
      const companyId = eligibility.companyId ?? bid;
      await navigate({ to: '/auth/verification', search: companyId ? { email, companyId } : { email } });
    },
    onSuccess: () => notify.success(authMessageText(i18n, authMessages.registered)),
    onError: (error) => {
      const message =
        error instanceof ApiError
          ? authMessageOf(error)
          : error instanceof NotEligibleError
            ? error.message
            : undefined;
      const field = message ? FIELD_OF_MESSAGE[message] : undefined;
      if (message && field) form.setServerError(field, message);
      else notify.error(errorText(i18n, error));
    },
  });

  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      onSubmit={form.handleSubmit((submitted) => signUp.mutate(submitted))}
    >
      <EmailField
        label={t`Company email`}
        description={t`Your work address: you sign in with it.`}
        autoComplete="username"
        {...form.field('email')}
      />
      <EmailField
        label={t`Personal email`}
        description={t`We'll send Kinwell news and reminders here once you confirm it with a code; until then they go to your company email.`}
        autoComplete="email"
        {...form.field('personalEmail')}
      />
      <PasswordField
        label={t`Password`}
        description={t`At least 8 characters, with a number, a special character, an uppercase and a lowercase letter.`}
        autoComplete="new-password"
        {...form.field('password')}
      />
      <PasswordField label={t`Confirm password`} autoComplete="new-password" {...form.field('confirmPassword')} />
      <SubmitButton pending={signUp.isPending}>{t`Create account`}</SubmitButton>
      <p className="form-footer">
        {t`Already have an account?`} <Link to="/login">{t`Sign in`}</Link>
      </p>
    </form>
  );
}
