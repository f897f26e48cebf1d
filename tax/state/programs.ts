import type { CompiledProgram, CompiledState } from '../data/compiled';
import { wagesUnderCap } from '../core/money';

/** One run of wages: a pay period, or the whole year when projecting. */
export interface WageRun {
  wages: number;
  ytd: number;
  /** Weeks this run covers, for weekly caps: 52 / periods per year, or 52 for the year. */
  weeks: number;
}

export interface ProgramAmount {
  program: CompiledProgram;
  amount: number;
}

export function programApplies(program: CompiledProgram, payDate: string): boolean {
  if (program.effectiveFrom !== undefined && payDate < program.effectiveFrom) return false;
  if (program.effectiveUntil !== undefined && payDate > program.effectiveUntil) return false;
  return program.rate !== null;
}

/**
 * Rate times covered wages, then each cap the program has. A cap of unknown
 * size is not applied (the result notes it), so the amount errs high, never low.
 */
export function programAmount(program: CompiledProgram, run: WageRun): number {
  const rate = program.rate ?? 0;
  let covered = run.wages;
  if (typeof program.annualWageBase === 'number') covered = wagesUnderCap(covered, run.ytd, program.annualWageBase);
  if (typeof program.weeklyWageCap === 'number') covered = Math.min(covered, program.weeklyWageCap * run.weeks);
  let amount = covered * rate;
  if (typeof program.weeklyMaximum === 'number') amount = Math.min(amount, program.weeklyMaximum * run.weeks);
  if (typeof program.annualMaximum === 'number') {
    // Contributions already taken this year are estimated from year-to-date wages at the same rate.
    const taken = Math.min(program.annualMaximum, run.ytd * rate);
    amount = Math.min(amount, program.annualMaximum - taken);
  }
  return Math.max(0, amount);
}

export function programAmounts(state: CompiledState, payDate: string, run: WageRun): ProgramAmount[] {
  const out: ProgramAmount[] = [];
  for (const program of state.programs) {
    if (programApplies(program, payDate)) out.push({ program, amount: programAmount(program, run) });
  }
  return out;
}
