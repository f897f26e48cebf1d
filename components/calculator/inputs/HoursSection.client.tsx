'use client';
/**
 * Pay by the hour: the rate with the minimum wage that applies beside it, the hours (each day of a typical week, which
 * the law splits into regular and overtime hours, or the split the family already knows), and what decides the rules:
 * whether the caregiver lives in, what they mainly do, and where they work.
 */
import type { ReactNode } from 'react';
import { CheckLabel, ChoiceGroup } from '@/components/ui/form/Choices';
import { Field, FormError, FormHint } from '@/components/ui/form/Field';
import { DUTIES, type MinimumWageAt } from '@/paylaw';
import type { HoursWorked } from '@/tax/browser';
import { payFields, type FieldErrors } from '../model/calculator-fields';
import { useCalculatorMessages } from '../messages/context.client';
import { formatsFor } from '../messages/formats';
import type { CalculatorMessages } from '../messages/types';
import { placeOf, placesOf, type MinimumWageView } from '../model/pay-law';
import type { CalculatorState } from '../model/query-state';
import { FormField, FormFields } from './FormField.client';
import styles from './inputs.module.css';

const WEEKDAYS = [1, 2, 3, 4, 5] as const;
/** The day inputs' names, Sunday first, the same in every language. */
const DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

interface HoursSectionProps {
  form: CalculatorState;
  errors: FieldErrors;
  update: (changes: Partial<CalculatorState>) => void;
  stateName: string | undefined;
  minimumWage: MinimumWageView | undefined;
  /** The period's hours as the law split them, once there is a result. */
  hours: HoursWorked | undefined;
}

const where = (minimum: MinimumWageAt, m: CalculatorMessages): string =>
  minimum.jurisdiction === 'federal law' ? m.hours.federalLaw : m.hours.inPlace(minimum.jurisdiction);

function minimumWageNote(
  view: MinimumWageView | undefined,
  form: CalculatorState,
  m: CalculatorMessages,
): { text: ReactNode; warning: boolean } | undefined {
  if (view === undefined) return undefined;
  const { money, longDate } = formatsFor(m.locale);
  const { minimum, behind } = view.answer;
  const stale = behind[0];
  const later = stale === undefined ? '' : m.hours.staleMinimum(stale.jurisdiction, longDate(stale.since));
  if (minimum === null) {
    return form.duties === 'companionship' ? { text: m.hours.noCompanionMinimum, warning: false } : undefined;
  }
  if (view.below) {
    return {
      text: m.hours.belowMinimum(money(minimum.hourly), where(minimum, m), longDate(minimum.effective), later),
      warning: true,
    };
  }
  return { text: m.hours.minimum(money(minimum.hourly), where(minimum, m), later), warning: false };
}

const hoursText = (hours: number) => `${Number(hours.toFixed(2))}`;

function splitText(hours: HoursWorked, m: CalculatorMessages): string {
  const parts = [m.hours.regular(hoursText(hours.regular))];
  if (hours.overtime > 0) parts.push(m.hours.overtime(hoursText(hours.overtime)));
  if (hours.doubleTime > 0) parts.push(m.hours.doubleTime(hoursText(hours.doubleTime)));
  return parts.join(', ');
}

function Week({ form, errors, update, hours }: Pick<HoursSectionProps, 'form' | 'errors' | 'update' | 'hours'>) {
  const m = useCalculatorMessages();
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
        label={m.hours.sameEachWeekday}
        hint={m.hours.sameEachWeekdayHint}
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
        <legend>{m.labels.fields.hoursByDay}</legend>
        <div className={styles.week}>
          {m.labels.days.map(([short, day], index) => (
            <label key={day} className={styles.day}>
              <span aria-hidden="true">{short}</span>
              <input
                aria-label={day}
                inputMode="decimal"
                autoComplete="off"
                name={`hours-${DAY_KEYS[index] ?? index}`}
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
            {m.hours.hoursAWeek(hoursText(total))}
            {hours !== undefined && form.payFrequency === 'weekly' && total > 0
              ? m.hours.weekSplit(splitText(hours, m))
              : ''}
            {hours !== undefined && form.payFrequency !== 'weekly' && total > 0
              ? m.hours.periodSplit(splitText(hours, m))
              : ''}
          </p>
        )}
      </fieldset>
    </>
  );
}

export function HoursSection({ form, errors, update, stateName, minimumWage, hours }: HoursSectionProps) {
  const m = useCalculatorMessages();
  const shared = { form, errors, update };
  const places = placesOf(form.state);
  // A link may name the place as a family types it ("Brooklyn, NY"): the field shows the place it found.
  const found = placeOf(form);
  const selected = found?.name ?? form.place;
  return (
    <>
      <FormField name="rate" {...shared} note={minimumWageNote(minimumWage, form, m)} />
      <ChoiceGroup legend={m.hours.hoursLegend}>
        <label>
          <input
            type="radio"
            name="hoursMode"
            checked={form.hoursMode === 'week'}
            onChange={() => update({ hoursMode: 'week' })}
          />{' '}
          {m.hours.byDay}
        </label>
        <label>
          <input
            type="radio"
            name="hoursMode"
            checked={form.hoursMode === 'split'}
            onChange={() => update({ hoursMode: 'split' })}
          />{' '}
          {m.hours.split}
        </label>
      </ChoiceGroup>
      {form.hoursMode === 'week' ? (
        <Week {...shared} hours={hours} />
      ) : (
        <FormFields names={payFields('hourlySplit')} {...shared} />
      )}
      <CheckLabel>
        <input type="checkbox" checked={form.liveIn} onChange={(event) => update({ liveIn: event.target.checked })} />
        {m.labels.fields.liveIn}
      </CheckLabel>
      <Field
        id="calc-duties"
        label={m.labels.fields.duties}
        hint={m.labels.dutyHints[form.duties]}
        control={(control) => (
          <select
            {...control}
            value={form.duties}
            onChange={(event) => {
              const duties = DUTIES.find((duty) => duty === event.target.value);
              if (duties !== undefined) update({ duties });
            }}
          >
            {DUTIES.map((duty) => (
              <option key={duty} value={duty}>
                {m.labels.duty[duty]}
              </option>
            ))}
          </select>
        )}
      />
      {places.length > 0 && (
        <Field
          id="calc-place"
          label={m.labels.fields.place}
          hint={m.hours.placeHint}
          error={errors.place}
          control={(control) => (
            <select {...control} value={selected} onChange={(event) => update({ place: event.target.value })}>
              <option value="">{m.hours.elsewhere(stateName ?? m.hours.theState)}</option>
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
