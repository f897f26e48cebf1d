/**
 * The family's own tax breaks for the care it pays for, 2026, as an estimate:
 * the child and dependent care credit (IRC §21 as amended by P.L. 119-21,
 * the "One Big Beautiful Bill Act", from tax year 2026) and the dependent care
 * FSA exclusion (IRC §129). Figures as reported by Mercer, "Big Beautiful Bill
 * permanently enhances dependent care benefits" (23 July 2025) and Western CPE,
 * "The One Big Beautiful Bill Act delivers first dependent care updates in
 * decades": secondary sources quoting the statute; the IRS's 2026 Publication
 * 503 was not available to check them against.
 */
export const CARE_EXPENSE_LIMIT = { one: 3000, twoOrMore: 6000 } as const;
export const FSA_EXCLUSION_LIMIT = { default: 7500, marriedSeparately: 3750 } as const;

export interface TaxBreakInput {
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

export interface TaxBreakEstimate {
  fsaExcluded: number;
  creditRate: number;
  creditableExpenses: number;
  credit: number;
}

/** 50% up to $15,000 of AGI, less one point per $2,000 (or part) above it down to 35%; from $75,000 ($150,000 joint) one point per $2,000 ($4,000 joint) down to 20%. */
export function creditRate(agi: number, joint: boolean): number {
  const firstSteps = Math.max(0, Math.ceil((agi - 15_000) / 2000));
  let rate = Math.max(35, 50 - firstSteps);
  const secondThreshold = joint ? 150_000 : 75_000;
  if (agi > secondThreshold) rate = Math.max(20, 35 - Math.ceil((agi - secondThreshold) / (joint ? 4000 : 2000)));
  return rate / 100;
}

export function estimateTaxBreaks(input: TaxBreakInput): TaxBreakEstimate {
  const fsaLimit = input.marriedSeparately ? FSA_EXCLUSION_LIMIT.marriedSeparately : FSA_EXCLUSION_LIMIT.default;
  const fsaExcluded = Math.min(input.fsaElection, fsaLimit, input.careExpenses);
  // Expenses paid with excluded FSA money cannot also earn the credit; the limit is reduced by the exclusion too.
  const limit = input.dependents === 1 ? CARE_EXPENSE_LIMIT.one : CARE_EXPENSE_LIMIT.twoOrMore;
  const creditableExpenses = Math.max(0, Math.min(input.careExpenses - fsaExcluded, limit - fsaExcluded));
  const rate = creditRate(input.agi, input.joint);
  return { fsaExcluded, creditRate: rate, creditableExpenses, credit: Math.round(creditableExpenses * rate * 100) / 100 };
}
