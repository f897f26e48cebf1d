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
import { useCalculatorMessages } from '../messages/context.client';
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
  const m = useCalculatorMessages();
  const say = m.email;
  const id = useId();
  const [email, setEmail] = useState('');
  const [hired, setHired] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  const submit = async () => {
    if (!isEmail(email)) {
      setError(say.badAddress);
      return;
    }
    if (hired === null) {
      setError(say.answer(hiredQuestion));
      return;
    }
    setError(null);
    setStatus({ kind: 'sending' });
    try {
      await sendResults({ ...request, email, hiredOptionId: hired });
      track('HomePay Lead Created', { state: request.state, mode: request.mode, hiredOptionId: hired, email });
      setStatus({ kind: 'sent', to: email.trim() });
      showToast(say.toast(email.trim()), 'success');
      onSent();
    } catch {
      // The GraphQL chain has logged it and shown the generic toast; keep what was typed for a retry.
      setStatus({ kind: 'failed' });
    }
  };

  if (status.kind === 'sent') {
    return (
      <p className={styles.sent} role="status">
        {say.sent(status.to)}
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
      aria-label={say.heading}
    >
      <h3 className={styles.emailHeading}>{say.heading}</h3>
      {/* One message under the whole form answers for the address and the question; only a bad address marks the
          address field invalid. */}
      <Field
        id={`${id}-email`}
        label={say.address}
        invalid={error === say.badAddress}
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
      {status.kind === 'failed' && <FormError>{say.failed}</FormError>}
      <button type="submit" className={styles.send} disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? say.sending : status.kind === 'failed' ? say.tryAgain : say.send}
      </button>
    </form>
  );
}
