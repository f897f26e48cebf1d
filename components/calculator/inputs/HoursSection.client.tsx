'use client';
/**
 * Pay by the hour: the rate with the minimum wage that applies beside it, the hours (each day of a typical week, which
 * the law splits into regular and overtime hours, or the split the family already knows), and what decides the rules:
 * whether the caregiver lives in, what they mainly do, and where they work.
 */
import type { ReactNode } from 'react';
import { CheckLabel, ChoiceGroup } from '@/components/ui/form/Choices';
import { Field, FormError, FormHint } from '@/components/ui/form/Field';
import type { Duty, MinimumWageAt } from '@/paylaw';
import type { HoursWorked } from '@/tax/browser';
import { payFields, type FieldErrors } from '../model/calculator-fields';
import { longDate } from '@/components/ui/calendar-date';
import { money } from '../model/result-rows';
import { DAYS, DUTY_LABELS, FIELD_LABELS } from '../model/input-labels';
import { placeOf, placesOf, type MinimumWageView } from '../model/pay-law';
import type { CalculatorState } from '../model/query-state';
import { FormField, FormFields } from './FormField.client';
import styles from './inputs.module.css';

const WEEKDAYS = [1, 2, 3, 4, 5] as const;

/** What each choice covers, under the field: the law's categories turn on these. */
const DUTY_HINTS: Record<Duty, string> = {
  childcare: 'Looking after children, with little housework beyond what the children need.',
  personalAttendant: 'Helping an older or disabled adult bathe, dress, eat or take medication.',
  housekeeping: 'Cleaning, cooking, laundry and other work for the household.',
  companionship:
    'Keeping an older or disabled adult company and safe, with hands-on care no more than a fifth of the hours.',
};

interface HoursSectionProps {
  form: CalculatorState;
  errors: FieldErrors;
  update: (changes: Partial<CalculatorState>) => void;
  stateName: string | undefined;
  minimumWage: MinimumWageView | undefined;
  /** The period's hours as the law split them, once there is a result. */
  hours: HoursWorked | undefined;
}

const where = (m: MinimumWageAt): string =>
  m.jurisdiction === 'federal law' ? 'under federal law' : `in ${m.jurisdiction}`;

function minimumWageNote(
  view: MinimumWageView | undefined,
  form: CalculatorState,
): { text: ReactNode; warning: boolean } | undefined {
  if (view === undefined) return undefined;
  const { minimum, behind } = view.answer;
  const stale = behind[0];
  const later =
    stale === undefined
      ? ''
      : ` ${stale.jurisdiction} adjusts its minimum every year and raised it on ${longDate(stale.since)}: check its current rate.`;
  if (minimum === null) {
    return form.duties === 'companionship'
      ? { text: 'No minimum wage law covers a companion you hire directly here.', warning: false }
      : undefined;
  }
  if (view.below) {
    return {
      text: `Below the minimum wage: ${money(minimum.hourly)} an hour ${where(minimum)} since ${longDate(minimum.effective)}.${later}`,
      warning: true,
    };
  }
  return { text: `The minimum wage is ${money(minimum.hourly)} an hour ${where(minimum)}.${later}`, warning: false };
}

const hoursText = (hours: number) => `${Number(hours.toFixed(2))}`;

function splitText(hours: HoursWorked): string {
  const parts = [`${hoursText(hours.regular)} regular`];
  if (hours.overtime > 0) parts.push(`${hoursText(hours.overtime)} at time and a half`);
  if (hours.doubleTime > 0) parts.push(`${hoursText(hours.doubleTime)} at double time`);
  return parts.join(', ');
}

function Week({ form, errors, update, hours }: Pick<HoursSectionProps, 'form' | 'errors' | 'update' | 'hours'>) {
  const setDays = (changes: ReadonlyArray<readonly [number, string]>) => {
    const next = [...form.hoursByDay];
    for (const [day, value] of changes) next[day] = value;
    update({ hoursByDay: next });
  };
  const weekday = form.hoursByDay[1] ?? '';
  const sameEachWeekday = WEEKDAYS.every((day) => (form.hoursByDay[day] ?? '') === weekday);
  const total = form.hoursByDay.reduce((sum, day) => sum + (Number(day) || 0), 0);
  return (
    <>
      <Field
        id="calc-weekday-hours"
        label="Same hours each weekday"
        hint="Fills Monday to Friday; change any day below."
        control={(control) => (
          <input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            value={sameEachWeekday ? weekday : ''}
            onChange={(event) => setDays(WEEKDAYS.map((day) => [day, event.target.value] as const))}
          />
        )}
      />
      <fieldset className={styles.group} aria-describedby={errors.hoursByDay ? 'calc-week-error' : 'calc-week-total'}>
        <legend>{FIELD_LABELS.hoursByDay}</legend>
        <div className={styles.week}>
          {DAYS.map(([short, day], index) => (
            <label key={day} className={styles.day}>
              <span aria-hidden="true">{short}</span>
              <input
                aria-label={day}
                inputMode="decimal"
                autoComplete="off"
                name={`hours-${short.toLowerCase()}`}
                value={form.hoursByDay[index] ?? ''}
                aria-invalid={errors.hoursByDay ? true : undefined}
                onChange={(event) => setDays([[index, event.target.value]])}
              />
            </label>
          ))}
        </div>
        {errors.hoursByDay ? (
          <FormError id="calc-week-error">{errors.hoursByDay}</FormError>
        ) : (
          <p id="calc-week-total" className={styles.weekTotal} aria-live="polite">
            {hoursText(total)} hours a week
            {hours !== undefined && form.payFrequency === 'weekly' && total > 0 ? `: ${splitText(hours)}` : ''}
            {hours !== undefined && form.payFrequency !== 'weekly' && total > 0
              ? `; this pay period: ${splitText(hours)}`
              : ''}
          </p>
        )}
      </fieldset>
    </>
  );
}

export function HoursSection({ form, errors, update, stateName, minimumWage, hours }: HoursSectionProps) {
  const shared = { form, errors, update };
  const places = placesOf(form.state);
  // A link may name the place as a family types it ("Brooklyn, NY"): the field shows the place it found.
  const found = placeOf(form);
  const selected = found?.name ?? form.place;
  return (
    <>
      <FormField name="rate" {...shared} note={minimumWageNote(minimumWage, form)} />
      <ChoiceGroup legend="Hours">
        <label>
          <input
            type="radio"
            name="hoursMode"
            checked={form.hoursMode === 'week'}
            onChange={() => update({ hoursMode: 'week' })}
          />{' '}
          The hours of each day: we work out the overtime
        </label>
        <label>
          <input
            type="radio"
            name="hoursMode"
            checked={form.hoursMode === 'split'}
            onChange={() => update({ hoursMode: 'split' })}
          />{' '}
          I know the regular and overtime hours of a pay period
        </label>
      </ChoiceGroup>
      {form.hoursMode === 'week' ? (
        <Week {...shared} hours={hours} />
      ) : (
        <FormFields names={payFields('hourlySplit')} {...shared} />
      )}
      <CheckLabel>
        <input type="checkbox" checked={form.liveIn} onChange={(event) => update({ liveIn: event.target.checked })} />
        {FIELD_LABELS.liveIn}
      </CheckLabel>
      <Field
        id="calc-duties"
        label={FIELD_LABELS.duties}
        hint={DUTY_HINTS[form.duties]}
        control={(control) => (
          <select
            {...control}
            value={form.duties}
            onChange={(event) => {
              const duties = (Object.keys(DUTY_LABELS) as Duty[]).find((duty) => duty === event.target.value);
              if (duties !== undefined) update({ duties });
            }}
          >
            {(Object.keys(DUTY_LABELS) as Duty[]).map((duty) => (
              <option key={duty} value={duty}>
                {DUTY_LABELS[duty]}
              </option>
            ))}
          </select>
        )}
      />
      {places.length > 0 && (
        <Field
          id="calc-place"
          label={FIELD_LABELS.place}
          hint="Some cities and counties set a higher minimum wage."
          error={errors.place}
          control={(control) => (
            <select {...control} value={selected} onChange={(event) => update({ place: event.target.value })}>
              <option value="">Elsewhere in {stateName ?? 'the state'}</option>
              {form.place && found === undefined && <option value={form.place}>{form.place}</option>}
              {places.map((place) => (
                <option key={place.id} value={place.name}>
                  {place.name.replace(/, [A-Z]{2}$/, '')}
                </option>
              ))}
            </select>
          )}
        />
      )}
      {places.length === 0 && errors.place && <FormHint>{errors.place}</FormHint>}
    </>
  );
}
