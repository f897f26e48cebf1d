/** What each line's explanation is built from, and the steps several lines share. */
import type { CompiledState, CompiledYear } from '../data/compiled';
import { roundCents, wagesUnderCap } from '../core/money';
import type { HouseholdStatus } from './household';
import type { PayrollInput, PayrollResult } from '../core/types';
import type { LineMath } from './explain-types';
import { stretchesOfYear } from './year-of-paychecks';
import type { EngineText } from './text';

/** A line's math before its notes are placed (line-notes.ts decides which notes concern which line). */
export type Draft = Omit<LineMath, 'notes'>;

export interface Context {
  year: CompiledYear;
  state: CompiledState;
  input: PayrollInput;
  household: HouseholdStatus;
  periods: number;
  payDate: string;
  /** The figures the breakdown shows: each line's math ends on its own row's amounts. */
  result: PayrollResult;
  /** The words of the explanation, in the reader's language. */
  text: EngineText;
}

export const pointerOf = (state: CompiledState, rest: string) => `/states/${state.code}/${rest}`;

/** How much of this pay falls under a wage base, as a step. */
export function capSteps(text: EngineText, wages: number, ytd: number, cap: number): string[] {
  const { say, format } = text;
  const covered = wagesUnderCap(wages, ytd, cap);
  const label = say.math.wageBase;
  if (ytd === 0 && covered === wages)
    return [say.math.allUnderCap({ wages: format.dollars(wages), cap: format.dollars(cap), label })];
  return [
    say.math.partlyUnderCap({
      ytd: format.dollars(ytd),
      covered: format.dollars(covered),
      wages: format.dollars(wages),
      cap: format.dollars(cap),
      label,
    }),
  ];
}

export interface YearOfLine {
  /** The year-to-date wage levels at which the line's paycheck changes (a wage base, a threshold). */
  levels: readonly number[];
  /** Why the paychecks change, said when the year's wages pass a level ("FUTA stops once wages reach ..."). */
  why: string;
  /** The line's unrounded amount on a paycheck of this pay, after `ytd` wages earlier in the year. */
  amountAt: (ytd: number) => number;
  /** The line's figures in the breakdown. */
  perPeriod: number;
  annual: number;
}

interface Paychecks {
  count: number;
  cents: number;
}

/**
 * A year at this pay from 1 January is its paychecks, each rounded to the cent as it is paid: where they are not all
 * this period's (a wage base reached, a threshold passed, wages paid earlier this year), the year's figure is said
 * paycheck by paycheck, ending on the figure the breakdown shows. Nothing is said where the year is this pay × periods.
 */
export function yearSteps(ctx: Context, line: YearOfLine): string[] {
  const pay = ctx.input.grossPay;
  const runs: Paychecks[] = [];
  for (const { start, count } of stretchesOfYear(pay, ctx.periods, line.levels)) {
    const cents = Math.round(roundCents(line.amountAt(pay * start)) * 100);
    const last = runs[runs.length - 1];
    if (last !== undefined && last.cents === cents) last.count += count;
    else runs.push({ count, cents });
  }
  const first = runs[0];
  if (runs.length === 1 && first !== undefined && first.cents === Math.round(line.perPeriod * 100)) return [];
  const sum = runs.reduce((total, run) => total + run.count * run.cents, 0);
  const wages = pay * ctx.periods;
  const reached = line.levels.some((level) => level > 0 && wages > level);
  const { say, format } = ctx.text;
  return [
    say.math.yearOfPaychecks({
      wages: format.dollars(wages),
      why: reached ? line.why : undefined,
      paychecks: say.math.paychecks(runs.map(({ count, cents }) => ({ count, amount: format.cents(cents / 100) }))),
      sum: format.cents(sum / 100),
      held: Math.round(line.annual * 100) === sum ? undefined : format.cents(line.annual),
    }),
  ];
}
