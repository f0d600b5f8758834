import { CONTACT_TOPICS, type ContactTopic } from '@kinwell/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { EmailField } from '../../../components/forms/email-field';
import { SelectField } from '../../../components/forms/select-field';
import { SubmitButton } from '../../../components/forms/submit-button';
import { TextAreaField } from '../../../components/forms/text-area-field';
import { TextField } from '../../../components/forms/text-field';
import { useForm } from '../../../components/forms/use-form';
import { ThankYouModal } from '../../../components/thank-you-modal';
import { ApiError } from '../../../lib/api-client';
import { sendContactMessageMutation } from '../contact-api';
import { type ContactValues, contactProblems, contactRequest } from '../contact-validation';

const TOPIC_LABELS: Record<ContactTopic, MessageDescriptor> = {
  general: msg`A general question`,
  demo: msg`A demo for my company`,
  partnership: msg`A partnership`,
  support: msg`Help with my account`,
  press: msg`Press and media`,
};

interface ContactFormProps {
  /** Preselected topic: `demo` on /demo. */
  topic?: ContactTopic;
  /** Where the submit button's words differ (the demo page). */
  submitLabel?: string;
}

/**
 * The contact form: checked in the browser, sent to POST /api/contact, and thanked in a modal. What was typed
 * stays in the form when the call fails; the form is emptied only after a success.
 */
export function ContactForm(props: ContactFormProps) {
  const [sent, setSent] = useState(0);
  const [thanked, setThanked] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    <div ref={wrapper}>
      <ContactFormFields
        key={sent}
        {...props}
        onSent={() => {
          // A fresh, empty form behind the thank-you.
          setSent((count) => count + 1);
          setThanked(true);
        }}
      />
      <ThankYouModal
        open={thanked}
        onClose={() => {
          setThanked(false);
          requestAnimationFrame(() => wrapper.current?.querySelector<HTMLElement>('input')?.focus());
        }}
      >
        <p>
          <Trans>Thank you for reaching out. A member of our team will reply to you within two working days.</Trans>
        </p>
      </ThankYouModal>
    </div>
  );
}

function ContactFormFields({ topic = 'general', submitLabel, onSent }: ContactFormProps & { onSent: () => void }) {
  const { i18n, t } = useLingui();
  const initialValues: ContactValues = { name: '', email: '', company: '', topic, message: '' };
  const form = useForm<ContactValues>({
    initialValues,
    validate: (values) =>
      Object.fromEntries(
        Object.entries(contactProblems(values)).flatMap(([field, problem]) =>
          problem ? [[field, i18n._(problem)]] : [],
        ),
      ),
  });
  const { values, errors, setValue } = form;
  const send = useMutation({ ...sendContactMessageMutation(), onSuccess: onSent });

  // A refusal shows the server's words only when Kinwell answered (with a code): they are the catalog's, in the
  // user's language; a gateway's or a proxy's answer gets the app's own words.
  const failure =
    send.error instanceof ApiError && send.error.status === 429
      ? t`You have sent several messages in a short time. Please try again a little later.`
      : send.error instanceof ApiError && send.error.status === 400 && send.error.code
        ? t`Some details were not accepted: ${send.error.message}`
        : send.error
          ? t`Your message could not be sent. Please check your connection and try again.`
          : undefined;

  return (
    <form
      ref={form.formRef}
      className="form contact-form"
      noValidate
      onSubmit={form.handleSubmit((submitted) => send.mutate(contactRequest(submitted)))}
    >
      <div className="form-grid">
        <TextField label={t`Your name`} autoComplete="name" required {...form.field('name')} />
        <EmailField label={t`Work email`} autoComplete="email" required {...form.field('email')} />
        <TextField label={t`Company (optional)`} autoComplete="organization" {...form.field('company')} />
        <SelectField
          label={t`What is it about?`}
          name="topic"
          required
          value={values.topic}
          options={CONTACT_TOPICS.map((value) => ({ value, label: i18n._(TOPIC_LABELS[value]) }))}
          onValueChange={(value) => setValue('topic', value as ContactTopic)}
          error={errors.topic}
        />
      </div>
      <TextAreaField
        label={t`Your message`}
        rows={6}
        required
        maxLength={5000}
        description={t`Tell us a little about your organisation or your question. We reply within two working days.`}
        {...form.field('message')}
      />
      {failure ? (
        <p className="form-error" role="alert">
          {failure}
        </p>
      ) : null}
      <SubmitButton pending={send.isPending}>{submitLabel ?? t`Send message`}</SubmitButton>
      <p className="form-note">
        <Trans>
          We use these details only to answer you. See our <Link to="/privacy-policy">privacy policy</Link>.
        </Trans>
      </p>
    </form>
  );
}
