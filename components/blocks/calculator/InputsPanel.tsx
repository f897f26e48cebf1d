import type { ReactNode } from 'react';
import type { FieldErrors } from './calculator-input';
import type { StateOption } from './Calculator.client';
import styles from './calculator.module.css';
import { NumberField } from './NumberField';
import { PAY_FREQUENCIES, type CalculatorState, type PayFrequencyName } from './query-state';

const FREQUENCY_LABELS: Record<PayFrequencyName, string> = { weekly: 'Weekly', biweekly: 'Every two weeks', semimonthly: 'Twice a month', monthly: 'Monthly' };

interface InputsPanelProps {
  form: CalculatorState;
  states: StateOption[];
  /** Errors of the fields the visitor has touched (or a link filled in): nothing is red before that. */
  errors: FieldErrors;
  update: (changes: Partial<CalculatorState>) => void;
  children?: ReactNode;
}

/** The pay and where it is paid; the withholding section comes in as children, before the advanced settings. */
export function InputsPanel({ form, states, errors, update, children }: InputsPanelProps) {
  const field = (name: 'rate' | 'regularHours' | 'overtimeHours' | 'grossPay' | 'netPay' | 'ytdWages' | 'suiRate', label: string, extra: { prefix?: string; suffix?: string; hint?: string } = {}) => (
    <NumberField name={name} label={label} value={form[name]} onChange={(value) => update({ [name]: value })} error={errors[name]} {...extra} />
  );
  return (
    <form className={styles.inputs} onSubmit={(event) => event.preventDefault()} aria-label="Your caregiver's pay">
      <div className={styles.field}>
        <label htmlFor="calc-state">State where your caregiver works</label>
        <select
          id="calc-state"
          value={form.state}
          onChange={(event) => update({ state: event.target.value, stateW4: {} })}
          aria-invalid={errors.state ? true : undefined}
          aria-describedby={errors.state ? 'calc-state-error' : undefined}
        >
          <option value="">Choose a state</option>
          {states.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
        {errors.state && (
          <p id="calc-state-error" className={styles.error}>
            {errors.state}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor="calc-frequency">How often you pay</label>
        <select id="calc-frequency" value={form.payFrequency} onChange={(event) => update({ payFrequency: PAY_FREQUENCIES.find((f) => f === event.target.value) ?? 'weekly' })}>
          {PAY_FREQUENCIES.map((frequency) => (
            <option key={frequency} value={frequency}>
              {FREQUENCY_LABELS[frequency]}
            </option>
          ))}
        </select>
      </div>
      <fieldset className={styles.choice}>
        <legend>Pay</legend>
        <label>
          <input type="radio" name="payBasis" checked={form.payBasis === 'hourly'} onChange={() => update({ payBasis: 'hourly' })} /> By the hour
        </label>
        <label>
          <input type="radio" name="payBasis" checked={form.payBasis === 'perPeriod'} onChange={() => update({ payBasis: 'perPeriod' })} /> A set amount per pay period
        </label>
        <label>
          <input type="radio" name="payBasis" checked={form.payBasis === 'netTarget'} onChange={() => update({ payBasis: 'netTarget' })} /> A take-home pay I want to offer
        </label>
      </fieldset>
      {form.payBasis === 'hourly' ? (
        <div className={styles.row}>
          {field('rate', 'Hourly rate', { prefix: '$' })}
          {field('regularHours', 'Regular hours per pay period')}
          {field('overtimeHours', 'Overtime hours per pay period', { hint: 'Paid at 1.5 times the rate' })}
        </div>
      ) : form.payBasis === 'netTarget' ? (
        field('netPay', 'Take-home pay per pay period', { prefix: '$', hint: 'We work out the gross pay that leaves exactly this after withholding' })
      ) : (
        field('grossPay', 'Gross pay per pay period', { prefix: '$' })
      )}
      {children}
      <details className={styles.group}>
        <summary>Advanced: wages paid so far this year, your SUI rate</summary>
        {field('ytdWages', 'Wages paid so far this year', { prefix: '$', hint: 'Caps such as the Social Security wage base count from these' })}
        {field('suiRate', 'Your state unemployment (SUI) rate', { suffix: '%', hint: "From your state's rate notice; leave empty for the new-employer rate" })}
      </details>
    </form>
  );
}
