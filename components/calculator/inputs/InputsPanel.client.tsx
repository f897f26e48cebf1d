'use client';
import type { ReactNode } from 'react';
import { ChoiceGroup } from '@/components/ui/form/Choices';
import { Field } from '@/components/ui/form/Field';
import { SHIPPED_TAX_YEARS, type HoursWorked, type StateSummary } from '@/tax/browser';
import type { MinimumWageView } from '../model/pay-law';
import { HoursSection } from './HoursSection.client';
import { payFields, type FieldErrors } from '../model/calculator-fields';
import type { StateOption } from '../model/calculator-props';
import { useCalculatorMessages } from '../messages/context.client';
import { PAY_FREQUENCIES, type CalculatorState } from '../model/query-state';
import { FormField, FormFields } from './FormField.client';
import styles from './inputs.module.css';

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
  /** The minimum wage where and when the caregiver works, for the note beside the rate. */
  minimumWage: MinimumWageView | undefined;
  /** The period's hours as the law split them, once there is a result. */
  hours: HoursWorked | undefined;
  children?: ReactNode;
}

/** The pay and where it is paid; the withholding section comes in as children, before the advanced settings. */
export function InputsPanel({
  form,
  states,
  taxYear,
  summary,
  errors,
  update,
  minimumWage,
  hours,
  children,
}: InputsPanelProps) {
  const m = useCalculatorMessages();
  const labels = m.labels.fields;
  const shared = { form, errors, update };
  return (
    <form className={styles.panel} onSubmit={(event) => event.preventDefault()} aria-label={m.inputs.formLabel}>
      <Field
        id="calc-state"
        label={labels.state}
        error={errors.state}
        control={(control) => (
          <select
            {...control}
            value={form.state}
            onChange={(event) => update({ state: event.target.value, stateW4: {}, place: '' })}
          >
            <option value="">{m.inputs.chooseState}</option>
            {states.map((option) => (
              <option key={option.code} value={option.code}>
                {option.name}
              </option>
            ))}
          </select>
        )}
      />
      <div className={styles.row}>
        <Field
          id="calc-frequency"
          label={labels.payFrequency}
          hint={summary?.approximatedPayFrequencies.includes(form.payFrequency) && m.inputs.approximated(summary.name)}
          control={(control) => (
            <select
              {...control}
              value={form.payFrequency}
              onChange={(event) =>
                update({ payFrequency: PAY_FREQUENCIES.find((f) => f === event.target.value) ?? 'weekly' })
              }
            >
              {PAY_FREQUENCIES.map((frequency) => (
                <option key={frequency} value={frequency}>
                  {m.labels.frequency[frequency]}
                </option>
              ))}
            </select>
          )}
        />
        <Field
          id="calc-pay-date"
          label={labels.payDate}
          error={errors.payDate}
          boxed={false}
          control={(control) => (
            <input
              {...control}
              type="date"
              value={form.payDate}
              min={`${SHIPPED_TAX_YEARS[0]}-01-01`}
              onChange={(event) => update({ payDate: event.target.value })}
            />
          )}
        />
        <Field
          id="calc-tax-year"
          label={labels.taxYear}
          control={(control) => (
            <select
              {...control}
              value={taxYear}
              onChange={(event) => update({ payDate: sameDayIn(Number(event.target.value), form.payDate) })}
            >
              {[...SHIPPED_TAX_YEARS].reverse().map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        />
      </div>
      <ChoiceGroup legend={labels.payBasis}>
        <label>
          <input
            type="radio"
            name="payBasis"
            checked={form.payBasis === 'hourly'}
            onChange={() => update({ payBasis: 'hourly' })}
          />{' '}
          {m.labels.payBasis.hourly}
        </label>
        <label>
          <input
            type="radio"
            name="payBasis"
            checked={form.payBasis === 'perPeriod'}
            onChange={() => update({ payBasis: 'perPeriod' })}
          />{' '}
          {m.labels.payBasis.perPeriod}
        </label>
        <label>
          <input
            type="radio"
            name="payBasis"
            checked={form.payBasis === 'netTarget'}
            onChange={() => update({ payBasis: 'netTarget' })}
          />{' '}
          {m.labels.payBasis.netTarget}
        </label>
      </ChoiceGroup>
      {form.payBasis === 'hourly' ? (
        <HoursSection {...shared} stateName={summary?.name} minimumWage={minimumWage} hours={hours} />
      ) : (
        <FormFields names={payFields(form.payBasis)} {...shared} />
      )}
      {children}
      <details className={styles.group}>
        <summary>{m.inputs.advanced}</summary>
        <FormField name="ytdWages" {...shared} />
        <FormField name="suiRate" {...shared} />
      </details>
    </form>
  );
}
