'use client';
/**
 * The e-mail form under the results. What the visitor typed stays after a
 * failure, with a retry; success says where the estimate went.
 */
import { useId, useState } from 'react';
import { showToast } from '@/components/shell/toasts';
import { ChoiceGroup } from '@/components/ui/form/Choices';
import { Field, FormError } from '@/components/ui/form/Field';
import { track } from '@/services/analytics/track';
import { isEmail } from '@/services/validation/email';
import type { HiredOption } from '../model/calculator-props';
import styles from './email.module.css';
import { sendResults, type SendRequest } from './send-results';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; to: string } | { kind: 'failed' };

export function EmailResults({
  hiredOptions,
  hiredQuestion,
  request,
  onSent,
}: {
  hiredOptions: HiredOption[];
  hiredQuestion: string;
  request: Omit<SendRequest, 'email' | 'hiredOptionId'>;
  onSent: () => void;
}) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [hired, setHired] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async () => {
    if (!isEmail(email)) {
      setError('Enter an e-mail address like name@example.com');
      return;
    }
    if (hired === null) {
      setError(`Answer "${hiredQuestion}"`);
      return;
    }
    setError(null);
    setStatus({ kind: 'sending' });
    try {
      await sendResults({ ...request, email, hiredOptionId: hired });
      track('HomePay Lead Created', { state: request.state, mode: request.mode, hiredOptionId: hired, email });
      setStatus({ kind: 'sent', to: email.trim() });
      showToast(`We e-mailed your estimate to ${email.trim()}.`, 'success');
      onSent();
    } catch {
      // The GraphQL chain has logged it and shown the generic toast; keep what was typed for a retry.
      setStatus({ kind: 'failed' });
    }
  };

  if (status.kind === 'sent') {
    return (
      <p className={styles.sent} role="status">
        Sent to {status.to}. Check your inbox for your estimate and a link back to it.
      </p>
    );
  }
  return (
    <form
      className={styles.email}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      aria-label="E-mail my results"
    >
      <h3 className={styles.emailHeading}>E-mail my results</h3>
      {/* One message under the whole form answers for the address and the question; only a bad address marks the
          address field invalid. */}
      <Field
        id={`${id}-email`}
        label="Your e-mail address"
        invalid={error?.startsWith('Enter') === true}
        describedBy={error ? `${id}-error` : undefined}
        boxed={false}
        control={(control) => (
          <input
            {...control}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            className={styles.textInput}
          />
        )}
      />
      <ChoiceGroup legend={hiredQuestion}>
        {hiredOptions.map((option) => (
          <label key={option.value}>
            <input
              type="radio"
              name={`${id}-hired`}
              value={option.value}
              checked={hired === option.value}
              onChange={() => setHired(option.value)}
            />{' '}
            {option.label}
          </label>
        ))}
      </ChoiceGroup>
      {error && <FormError id={`${id}-error`}>{error}</FormError>}
      {status.kind === 'failed' && (
        <FormError>Your estimate was not sent. Your details are still here: try again.</FormError>
      )}
      <button type="submit" className={styles.send} disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? 'Sending…' : status.kind === 'failed' ? 'Try again' : 'E-mail my results'}
      </button>
    </form>
  );
}
