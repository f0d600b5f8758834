import { accountEmailProblem, normalizeEmail } from '@kinwell/core';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { EmailField } from '../../../components/forms/email-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useForm } from '../../../components/forms/use-form';
import { authApi } from '../auth-api';
import { authMessageText } from '../auth-message-text';
import { errorText, type Notifier } from '../notifier';

interface ResetValues extends Record<string, string | boolean> {
  email: string;
}

export function ResetPasswordForm({ defaultEmail = '', notify }: { defaultEmail?: string; notify: Notifier }) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const form = useForm<ResetValues>({
    initialValues: { email: defaultEmail },
    validate: ({ email }) => ({ email: accountEmailProblem(email) }),
    errorText: (message) => authMessageText(i18n, message),
  });
  const { values } = form;

  const requestCode = useMutation({
    mutationFn: async ({ email }: ResetValues) => {
      const address = normalizeEmail(email);
      const answer = await authApi.forgotPassword({ email: address });
      await navigate({ to: '/set-password', search: { email: address } });
      return answer;
    },
    onSuccess: (answer) => notify.success(authMessageText(i18n, answer.message)),
    onError: (error) => notify.error(errorText(i18n, error)),
  });

  return (
    <form
      ref={form.formRef}
      className="form"
      noValidate
      onSubmit={form.handleSubmit((submitted) => requestCode.mutate(submitted))}
    >
      <EmailField label={t`Email`} autoComplete="username" {...form.field('email')} />
      <SubmitButton pending={requestCode.isPending}>{t`Send the code`}</SubmitButton>
      <p className="form-footer">
        <Link to="/set-password" search={values.email ? { email: normalizeEmail(values.email) } : {}}>
          {t`I already have a code`}
        </Link>
      </p>
      <p className="form-footer">
        <Link to="/login">{t`Back to sign in`}</Link>
      </p>
    </form>
  );
}
