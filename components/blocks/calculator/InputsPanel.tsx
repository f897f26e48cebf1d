import type { ReactNode } from 'react';
import { SHIPPED_TAX_YEARS, type StateSummary } from '@/tax/browser';
import { payFields, type FieldErrors } from './calculator-fields';
import type { StateOption } from './calculator-props';
import styles from './calculator.module.css';
import { FormField, FormFields } from './FormField';
import { PAY_FREQUENCIES, type CalculatorState, type PayFrequencyName } from './query-state';

const FREQUENCY_LABELS: Record<PayFrequencyName, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  biweekly: 'Every two weeks',
  semimonthly: 'Twice a month',
  monthly: 'Monthly',
  quarterly: 'Every three months',
  semiannual: 'Twice a year',
  annual: 'Once a year',
};

/** The same day in another year (28 February for a 29th that year lacks). */
function sameDayIn(year: number, payDate: string): string {
  const monthDay = /^\d{4}(-\d{2}-\d{2})$/.exec(payDate)?.[1] ?? '-01-01';
  return monthDay === '-02-29' && year % 4 !== 0 ? `${year}-02-28` : `${year}${monthDay}`;
}

interface InputsPanelProps {
  form: CalculatorState;
  states: StateOption[];
  /** The tax year whose figures are used (the pay date's, or the latest with verified figures). */
  taxYear: number;
  summary: StateSummary | undefined;
  /** Errors of the fields the visitor has touched (or a link filled in): nothing is red before that. */
  errors: FieldErrors;
  update: (changes: Partial<CalculatorState>) => void;
  children?: ReactNode;
}

/** The pay and where it is paid; the withholding section comes in as children, before the advanced settings. */
export function InputsPanel({ form, states, taxYear, summary, errors, update, children }: InputsPanelProps) {
  const shared = { form, errors, update };
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
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor="calc-frequency">How often you pay</label>
          <select
            id="calc-frequency"
            value={form.payFrequency}
            onChange={(event) =>
              update({ payFrequency: PAY_FREQUENCIES.find((f) => f === event.target.value) ?? 'weekly' })
            }
            aria-describedby={
              summary?.approximatedPayFrequencies.includes(form.payFrequency) ? 'calc-frequency-hint' : undefined
            }
          >
            {PAY_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {FREQUENCY_LABELS[frequency]}
              </option>
            ))}
          </select>
          {summary?.approximatedPayFrequencies.includes(form.payFrequency) && (
            <p id="calc-frequency-hint" className={styles.hint}>
              {summary.name} prints no withholding table for this pay period: its state income tax here is our closest
              estimate.
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="calc-pay-date">Pay date</label>
          <input
            id="calc-pay-date"
            type="date"
            value={form.payDate}
            min={`${SHIPPED_TAX_YEARS[0]}-01-01`}
            onChange={(event) => update({ payDate: event.target.value })}
            aria-invalid={errors.payDate ? true : undefined}
            aria-describedby={errors.payDate ? 'calc-pay-date-error' : undefined}
          />
          {errors.payDate && (
            <p id="calc-pay-date-error" className={styles.error}>
              {errors.payDate}
            </p>
          )}
        </div>
        <div className={styles.field}>
          <label htmlFor="calc-tax-year">Tax year</label>
          <select
            id="calc-tax-year"
            value={taxYear}
            onChange={(event) => update({ payDate: sameDayIn(Number(event.target.value), form.payDate) })}
          >
            {[...SHIPPED_TAX_YEARS].reverse().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </div>
      </div>
      <fieldset className={styles.choice}>
        <legend>Pay</legend>
        <label>
          <input
            type="radio"
            name="payBasis"
            checked={form.payBasis === 'hourly'}
            onChange={() => update({ payBasis: 'hourly' })}
          />{' '}
          By the hour
        </label>
        <label>
          <input
            type="radio"
            name="payBasis"
            checked={form.payBasis === 'perPeriod'}
            onChange={() => update({ payBasis: 'perPeriod' })}
          />{' '}
          A set amount per pay period
        </label>
        <label>
          <input
            type="radio"
            name="payBasis"
            checked={form.payBasis === 'netTarget'}
            onChange={() => update({ payBasis: 'netTarget' })}
          />{' '}
          A take-home pay I want to offer
        </label>
      </fieldset>
      <FormFields names={payFields(form.payBasis)} {...shared} />
      {children}
      <details className={styles.group}>
        <summary>Advanced: wages paid so far this year, your SUI rate</summary>
        <FormField name="ytdWages" {...shared} />
        <FormField name="suiRate" {...shared} />
      </details>
    </form>
  );
}
