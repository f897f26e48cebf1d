/** What each line's explanation is built from, and the steps several lines share. */
import type { CompiledState, CompiledYear } from '../data/compiled';
import { wagesUnderCap } from '../core/money';
import { dollars, percent } from './format';
import type { HouseholdStatus } from './household';
import type { PayrollInput } from '../core/types';
import type { LineMath } from './explain-types';

/** A line's math before its notes are placed (line-notes.ts decides which notes concern which line). */
export type Draft = Omit<LineMath, 'notes'>;

export interface Context {
  year: CompiledYear;
  state: CompiledState;
  input: PayrollInput;
  household: HouseholdStatus;
  periods: number;
  payDate: string;
}

export const money = dollars;
export const pointerOf = (state: CompiledState, rest: string) => `/states/${state.code}/${rest}`;

export function capSteps(label: string, wages: number, ytd: number, cap: number): string[] {
  const covered = wagesUnderCap(wages, ytd, cap);
  if (ytd === 0 && covered === wages) return [`All ${money(wages)} of this pay is under the ${money(cap)} ${label}.`];
  return [
    `${money(ytd)} paid earlier this year, so ${money(covered)} of this ${money(wages)} pay is under the ${money(cap)} ${label}.`,
  ];
}

/** Over a year at this pay, a cap changes the figure: the year's column counts wages only up to it. */
export function yearStep(rate: number, ctx: Context, cap: number): string[] {
  const annual = ctx.input.grossPay * ctx.periods;
  return annual > cap
    ? [
        `For a year at this pay, ${money(annual)} of wages, only the first ${money(cap)} count: ${percent(rate)} × ${money(cap)} = ${money(rate * cap)}`,
      ]
    : [];
}
