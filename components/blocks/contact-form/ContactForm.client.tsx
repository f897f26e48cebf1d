'use client';
/**
 * The contact form: each field says what is wrong beside it once the visitor has left it (or
 * pressed Send), the server's answer is shown the same way, and nothing typed is lost on a failure.
 * The message counts its characters against the limit the server checks, and says at once when it
 * is past it: nothing typed or pasted is cut off.
 * The bot check's token is fetched when Send is pressed; its script loads only then.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { CharacterCount } from '@/components/ui/form/CharacterCount';
import { Field, FormError } from '@/components/ui/form/Field';
import {
  checkContactMessage,
  CONTACT_FIELDS,
  MESSAGE_MAX,
  messageLength,
  type ContactErrors,
  type ContactField,
} from '@/services/contact/contact-message';
import styles from './contact-form.module.css';

type Values = Record<ContactField, string>;
type Status =
  | { kind: 'editing' }
  | { kind: 'sending' }
  | { kind: 'sent'; name: string; email: string }
  | { kind: 'failed'; message: string };

const EMPTY: Values = { name: '', email: '', phone: '', topic: '', message: '' };

/** The count is said aloud once typing pauses this long. */
const SPEAK_AFTER_MS = 800;

/** The length to announce: the message's, once the visitor stops typing for a moment. */
function useSettled(value: number): number {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), SPEAK_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

async function botCheckToken(): Promise<string | undefined> {
  const [{ fetchPublicConfig }, { recaptchaV3 }] = await Promise.all([
    import('@/services/config/public-config'),
    import('@/services/bot-check/recaptcha-v3'),
  ]);
  const { botCheck } = await fetchPublicConfig();
  return botCheck ? recaptchaV3(botCheck).token('contact') : undefined;
}

async function send(values: Values): Promise<{ ok: true } | { ok: false; message: string; fields?: ContactErrors }> {
  let token: string | undefined;
  try {
    token = await botCheckToken();
  } catch {
    // The server decides what a missing token means; the visitor still gets its answer.
    token = undefined;
  }
  try {
    const response = await fetch('/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...values, page: window.location.pathname, ...(token ? { botCheckToken: token } : {}) }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: ContactErrors };
    return {
      ok: false,
      message: body.error ?? 'Your message was not sent. Try again in a moment.',
      fields: body.fields,
    };
  } catch {
    return {
      ok: false,
      message: 'Your message was not sent: the connection failed. Your entries are still here: try again.',
    };
  }
}

export function ContactForm({ topics, replyTime }: { topics: readonly string[]; replyTime: string }) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());
  const [serverErrors, setServerErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const checked = checkContactMessage(values, topics);
  const localErrors: ContactErrors = checked.ok ? {} : checked.errors;
  const length = messageLength(values.message);
  const spokenLength = useSettled(length);
  // Past the limit the message says so at once, as the visitor types or pastes: nothing is cut off unseen.
  const shownNow = (field: ContactField) => touched.has(field) || (field === 'message' && length > MESSAGE_MAX);
  const errorOf = (field: ContactField) => (shownNow(field) ? (localErrors[field] ?? serverErrors[field]) : undefined);

  const change = (field: ContactField, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setServerErrors((previous) => ({ ...previous, [field]: undefined }));
  };
  const leave = (field: ContactField) => setTouched((previous) => new Set(previous).add(field));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(new Set(CONTACT_FIELDS));
    if (!checked.ok) {
      const first = CONTACT_FIELDS.find((field) => localErrors[field] !== undefined);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setStatus({ kind: 'sending' });
    const result = await send(values);
    if (result.ok) setStatus({ kind: 'sent', name: checked.value.name, email: checked.value.email });
    else {
      setServerErrors(result.fields ?? {});
      setStatus({ kind: 'failed', message: result.message });
    }
  };

  if (status.kind === 'sent') {
    return (
      <p className={styles.sent} role="status">
        Thank you, {status.name}. Your message is on its way; we reply to {status.email} within {replyTime}.
      </p>
    );
  }
  const input = (
    field: 'name' | 'email' | 'phone',
    label: string,
    type: string,
    autoComplete: string,
    optional = false,
  ) => (
    <Field
      id={`${id}-${field}`}
      label={label}
      optional={optional}
      error={errorOf(field)}
      control={(control) => (
        <input
          {...control}
          name={field}
          type={type}
          autoComplete={autoComplete}
          value={values[field]}
          onChange={(event) => change(field, event.target.value)}
          onBlur={() => leave(field)}
          required={!optional}
        />
      )}
    />
  );

  return (
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label="Contact us">
      {input('name', 'Your name', 'text', 'name')}
      {input('email', 'Your e-mail address', 'email', 'email')}
      {input('phone', 'Your phone number', 'tel', 'tel', true)}
      <Field
        id={`${id}-topic`}
        label="What is your message about?"
        error={errorOf('topic')}
        control={(control) => (
          <select
            {...control}
            name="topic"
            value={values.topic}
            onChange={(event) => {
              change('topic', event.target.value);
              leave('topic');
            }}
            required
          >
            <option value="">Choose one</option>
            {topics.map((topic) => (
              <option key={topic} value={topic}>
                {topic}
              </option>
            ))}
          </select>
        )}
      />
      <Field
        id={`${id}-message`}
        label="Your message"
        hint="Please leave out Social Security and bank account numbers: we ask for those securely when you enroll."
        error={errorOf('message')}
        describedBy={`${id}-message-count`}
        control={(control) => (
          <textarea
            {...control}
            name="message"
            rows={6}
            value={values.message}
            onChange={(event) => change('message', event.target.value)}
            onBlur={() => leave('message')}
            required
          />
        )}
      >
        <CharacterCount id={`${id}-message-count`} length={length} spokenLength={spokenLength} max={MESSAGE_MAX} />
      </Field>
      {status.kind === 'failed' && <FormError role="alert">{status.message}</FormError>}
      <button type="submit" className={styles.send} disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : status.kind === 'failed' ? 'Try again' : 'Send message'}
      </button>
    </form>
  );
}
