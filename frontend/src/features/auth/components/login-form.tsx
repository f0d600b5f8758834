import { authMessages } from '@kinwell/core';
import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useRouter } from '@tanstack/react-router';
import { CheckboxField } from '../../../components/forms/checkbox-field';
import { EmailField } from '../../../components/forms/email-field';
import { PasswordField } from '../../../components/forms/password-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { type FieldErrors, useForm } from '../../../components/forms/use-form';
import { ApiError } from '../../../lib/api-client';
import { authApi } from '../auth-api';
import { authMessageText } from '../auth-message-text';
import { authStore, rememberCredentials } from '../auth-store';
import { errorText, type Notifier } from '../notifier';
import { safeRedirect, signedInHome } from '../onboarding-gate';
import { signIn } from '../session';

interface LoginValues extends Record<string, string | boolean> {
  email: string;
  password: string;
  remember: boolean;
}

/** Spec section 5: an empty email or password. Sign-in checks nothing else before the server does. */
function validate({ email, password }: LoginValues): FieldErrors<LoginValues> {
  if (!email.trim()) return { email: authMessages.emailOrPasswordMissing };
  if (!password) return { password: authMessages.emailOrPasswordMissing };
  return {};
}

type LoginOutcome = { kind: 'signed-in' } | { kind: 'unconfirmed'; resent: boolean };

interface LoginFormProps {
  defaultEmail?: string | undefined;
  /** Where the guard sent the user from (`?redirect=`). */
  redirect?: string | undefined;
  notify: Notifier;
}

export function LoginForm({ defaultEmail = '', redirect, notify }: LoginFormProps) {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  const form = useForm<LoginValues>({
    initialValues: { email: defaultEmail, password: '', remember: true },
    validate,
    errorText: (message) => authMessageText(i18n, message),
  });
  const { values, setValue } = form;

  const login = useMutation({
    mutationFn: async ({ email, password, remember }: LoginValues): Promise<LoginOutcome> => {
      const address = email.trim().toLowerCase();
      try {
        await signIn(queryClient, { email: address, password, remember });
      } catch (error) {
        // Spec section 4: an unconfirmed account gets its code again and goes to verification.
        if (!(error instanceof ApiError && error.code === 'auth.userNotConfirmed')) throw error;
        rememberCredentials(address, password);
        const resent = await authApi.resendCode({ email: address }).then(
          () => true,
          () => false,
        );
        await navigate({ to: '/auth/verification', search: { email: address } });
        return { kind: 'unconfirmed', resent };
      }
      const target = authStore.isOnboarded || authStore.role === 'expert' ? safeRedirect(redirect) : undefined;
      if (target) await router.navigate({ href: target });
      else await navigate({ to: signedInHome(authStore.isOnboarded, authStore.role) });
      return { kind: 'signed-in' };
    },
    onSuccess: (outcome) => {
      if (outcome.kind !== 'unconfirmed') return;
      if (outcome.resent) notify.success(authMessageText(i18n, authMessages.codeResent));
      else notify.error(authMessageText(i18n, authMessages.codeResendFailed));
    },
    onError: (error) => notify.error(errorText(i18n, error)),
  });

  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      onSubmit={form.handleSubmit((submitted) => login.mutate(submitted))}
    >
      <EmailField label={t`Email`} autoComplete="username" {...form.field('email')} />
      <PasswordField label={t`Password`} autoComplete="current-password" {...form.field('password')} />
      <div className="form-row">
        <CheckboxField
          name="remember"
          label={t`Remember me`}
          checked={values.remember}
          onCheckedChange={(checked) => setValue('remember', checked)}
        />
        <Link to="/reset-password">{t`Forgot your password?`}</Link>
      </div>
      <SubmitButton pending={login.isPending}>{t`Sign in`}</SubmitButton>
      <p className="form-footer">
        {t`New to Kinwell?`} <Link to="/signup">{t`Create an account`}</Link>
      </p>
    </form>
  );
}
