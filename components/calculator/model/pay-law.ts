/**
 * What pay law says about the form as typed, beside the tax result: the minimum wage in force on the pay date where the
 * caregiver works, and the places with rules of their own the state's data knows. Read on the form's own pay date,
 * also where the tax figures fall back to an earlier year.
 */
import {
  PAY_LAW_RULES,
  findPlace,
  jurisdictionsAt,
  minimumWageOn,
  type CompiledLocality,
  type MinimumWageAnswer,
  type StateCode,
} from '@/paylaw';
import type { CalculatorState } from './query-state';

const isStateCode = (code: string): code is StateCode => Object.hasOwn(PAY_LAW_RULES.states, code);

/** The state's cities, counties and regions with pay rules of their own, as the place field offers them. */
export function placesOf(state: string): readonly CompiledLocality[] {
  return isStateCode(state) ? PAY_LAW_RULES.states[state].localities : [];
}

/** The place the form names, found in its state's data; undefined for none, or one the data does not know. */
export function placeOf(form: CalculatorState): CompiledLocality | undefined {
  if (!form.place || !isStateCode(form.state)) return undefined;
  const found = findPlace(PAY_LAW_RULES, form.place, form.state);
  return found.ok ? found.locality : undefined;
}

export interface MinimumWageView {
  answer: MinimumWageAnswer;
  /** Below the minimum that applies: said beside the rate. */
  below: boolean;
}

/** The minimum wage for this caregiver on the form's pay date; undefined until a state and a usable rate are chosen. */
export function minimumWageView(form: CalculatorState, today: string): MinimumWageView | undefined {
  if (!isStateCode(form.state) || form.payBasis !== 'hourly') return undefined;
  const rate = Number(form.rate.trim().replace(/^\$/, ''));
  const locality = placeOf(form);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(form.payDate) ? form.payDate : today;
  const answer = minimumWageOn(jurisdictionsAt(PAY_LAW_RULES, form.state, locality), form, date);
  const usable = form.rate.trim() !== '' && Number.isFinite(rate);
  return { answer, below: usable && answer.minimum !== null && rate < answer.minimum.hourly };
}
