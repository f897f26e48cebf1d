/**
 * The family's own federal tax breaks for the care it pays for, as an estimate: the child and
 * dependent care credit and the dependent care FSA exclusion, with the year's rules from its data.
 */
import type { CompiledCareTaxBreaks } from '../data/compiled';

export interface CareTaxBreakInput {
  /** Adjusted gross income of the family for the year. */
  agi: number;
  joint: boolean;
  marriedSeparately?: boolean;
  dependents: 1 | 2;
  /** What the family pays for care in the year: here, the caregiver's wages. */
  careExpenses: number;
  /** Dependent care FSA (or employer assistance) excluded from income. */
  fsaElection: number;
}

export interface CareTaxBreakEstimate {
  fsaExcluded: number;
  creditRate: number;
  creditableExpenses: number;
  credit: number;
}

/** The maximum rate, less one point per step (or part of one) of AGI above each threshold in turn, never below that reduction's floor. */
export function careCreditRate(rules: CompiledCareTaxBreaks, agi: number, joint: boolean): number {
  // Whole percentage points, so the steps count exactly.
  let points = Math.round(rules.maximumRate * 100);
  for (const reduction of rules.reductions) {
    const over = joint ? reduction.overJoint : reduction.over;
    const step = joint ? reduction.stepJoint : reduction.step;
    if (agi > over) points = Math.max(Math.round(reduction.floor * 100), points - Math.ceil((agi - over) / step));
  }
  return points / 100;
}

export function estimateCareTaxBreaks(rules: CompiledCareTaxBreaks, input: CareTaxBreakInput): CareTaxBreakEstimate {
  const fsaLimit = input.marriedSeparately ? rules.fsaLimit.marriedSeparately : rules.fsaLimit.default;
  const fsaExcluded = Math.min(input.fsaElection, fsaLimit, input.careExpenses);
  // Expenses paid with excluded FSA money cannot also earn the credit; the limit is reduced by the exclusion too.
  const limit = input.dependents === 1 ? rules.expenseLimit.one : rules.expenseLimit.twoOrMore;
  const creditableExpenses = Math.max(0, Math.min(input.careExpenses - fsaExcluded, limit - fsaExcluded));
  const rate = careCreditRate(rules, input.agi, input.joint);
  return {
    fsaExcluded,
    creditRate: rate,
    creditableExpenses,
    credit: Math.round(creditableExpenses * rate * 100) / 100,
  };
}
