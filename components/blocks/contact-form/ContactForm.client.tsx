'use client';
/**
 * The contact form: each field says what is wrong beside it once the visitor has left it (or
 * pressed Send), the server's answer is shown the same way, and nothing typed is lost on a failure.
 * The message counts its characters against the limit the server checks, and says at once when it
 * is past it: nothing typed or pasted is cut off.
 * The bot check's token is fetched when Send is pressed; its script loads only then.
 * Its words come from the page, in the page's language, and the server is asked to answer in that language too.
 */
import { useEffect, useId, useState, type FormEvent } from 'react';
import { CharacterCount } from '@/components/ui/form/CharacterCount';
import { Field, FormError } from '@/components/ui/form/Field';
import type { LocaleCode } from '@/engine/locale';
import {
  checkContactMessage,
  CONTACT_FIELDS,
  MESSAGE_MAX,
  messageLength,
  type ContactErrors,
  type ContactField,
} from '@/services/contact/contact-message';
import type { ContactFormWords } from './messages/types';
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

async function send(
  values: Values,
  locale: LocaleCode,
  words: ContactFormWords,
): Promise<{ ok: true } | { ok: false; message: string; fields?: ContactErrors }> {
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
      headers: { 'content-type': 'application/json', 'accept-language': locale },
      body: JSON.stringify({ ...values, page: window.location.pathname, ...(token ? { botCheckToken: token } : {}) }),
    });
    if (response.ok) return { ok: true };
    const body = (await response.json().catch(() => ({}))) as { error?: string; fields?: ContactErrors };
    return {
      ok: false,
      message: body.error ?? words.notSent,
      fields: body.fields,
    };
  } catch {
    return { ok: false, message: words.connectionFailed };
  }
}

/** The "{name}" places of a message filled in, each once: what the visitor typed is never read as a place. */
const fillIn = (template: string, values: Readonly<Record<string, string>>) =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

export function ContactForm({
  topics,
  replyTime,
  locale,
  words,
}: {
  topics: readonly string[];
  replyTime: string;
  locale: LocaleCode;
  words: ContactFormWords;
}) {
  const id = useId();
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<ReadonlySet<ContactField>>(new Set());
  const [serverErrors, setServerErrors] = useState<ContactErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'editing' });
  const checked = checkContactMessage(values, topics, words.check);
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
    const result = await send(values, locale, words);
    if (result.ok) setStatus({ kind: 'sent', name: checked.value.name, email: checked.value.email });
    else {
      setServerErrors(result.fields ?? {});
      setStatus({ kind: 'failed', message: result.message });
    }
  };

  if (status.kind === 'sent') {
    return (
      <p className={styles.sent} role="status">
        {fillIn(words.sent, { name: status.name, email: status.email, replyTime })}
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
      optional={optional ? words.fields.optional : undefined}
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
    <form className={styles.form} noValidate onSubmit={(event) => void submit(event)} aria-label={words.formLabel}>
      {input('name', words.name, 'text', 'name')}
      {input('email', words.email, 'email', 'email')}
      {input('phone', words.phone, 'tel', 'tel', true)}
      <Field
        id={`${id}-topic`}
        label={words.topic}
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
            <option value="">{words.chooseTopic}</option>
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
        label={words.message}
        hint={words.messageHint}
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
        <CharacterCount
          id={`${id}-message-count`}
          length={length}
          spokenLength={spokenLength}
          max={MESSAGE_MAX}
          messages={words.fields}
        />
      </Field>
      {status.kind === 'failed' && <FormError role="alert">{status.message}</FormError>}
      <button type="submit" className={styles.send} disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? words.sending : status.kind === 'failed' ? words.tryAgain : words.send}
      </button>
    </form>
  );
}
