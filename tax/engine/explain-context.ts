/** What each line's explanation is built from, and the steps several lines share. */
import type { CompiledState, CompiledYear } from '../data/compiled';
import { roundCents, wagesUnderCap } from '../core/money';
import { centsText, dollars } from './format';
import type { HouseholdStatus } from './household';
import type { PayrollInput, PayrollResult } from '../core/types';
import type { LineMath } from './explain-types';
import { stretchesOfYear } from './year-of-paychecks';

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
}

export const money = dollars;
/** An amount the breakdown shows, with its cents as the table prints it. */
export const amount = centsText;
export const pointerOf = (state: CompiledState, rest: string) => `/states/${state.code}/${rest}`;

/** The step that names the year's figure starts so, and only it: a page (and a test) can tell it from the pay period's. */
export const YEAR_STEP_START = 'For a year at this pay';

export function capSteps(label: string, wages: number, ytd: number, cap: number): string[] {
  const covered = wagesUnderCap(wages, ytd, cap);
  if (ytd === 0 && covered === wages) return [`All ${money(wages)} of this pay is under the ${money(cap)} ${label}.`];
  return [
    `${money(ytd)} paid earlier this year, so ${money(covered)} of this ${money(wages)} pay is under the ${money(cap)} ${label}.`,
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

const paychecksText = (runs: readonly Paychecks[]) =>
  runs
    .map(
      ({ count, cents }, index) =>
        `${count}${index === 0 ? ` paycheck${count === 1 ? '' : 's'}` : ''} of ${amount(cents / 100)}`,
    )
    .join(', then ');

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
  const held = Math.round(line.annual * 100) === sum ? '' : `, held to the most for the year: ${amount(line.annual)}`;
  return [
    `${YEAR_STEP_START} from 1 January (${money(wages)} of wages)${reached ? `, ${line.why}` : ''}: ${paychecksText(runs)}, ${amount(sum / 100)} in all${held}.`,
  ];
}
