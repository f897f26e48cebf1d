import { describe, expect, it } from 'vitest';
import { creditRate, estimateTaxBreaks } from './tax-breaks';

describe('the 2026 child and dependent care credit rate', () => {
  it.each([
    [15_000, false, 0.5],
    [15_001, false, 0.49],
    [43_000, false, 0.36],
    [45_000, false, 0.35],
    [75_000, false, 0.35],
    [77_000, false, 0.34],
    [105_000, false, 0.2],
    [150_000, true, 0.35],
    [154_000, true, 0.34],
    [300_000, true, 0.2],
  ])('AGI $%i (joint: %s) → %d', (agi, joint, rate) => {
    expect(creditRate(agi, joint)).toBe(rate);
  });
});

describe('the estimate', () => {
  it('credits at most $6,000 of care for two children: 35% at $120,000 joint is $2,100', () => {
    expect(estimateTaxBreaks({ agi: 120_000, joint: true, dependents: 2, careExpenses: 52_000, fsaElection: 0 })).toEqual({ fsaExcluded: 0, creditRate: 0.35, creditableExpenses: 6000, credit: 2100 });
  });

  it('takes what the FSA excluded off the expenses that earn the credit', () => {
    // $7,500 excluded; the $6,000 limit less $7,500 leaves nothing to credit.
    expect(estimateTaxBreaks({ agi: 120_000, joint: true, dependents: 2, careExpenses: 52_000, fsaElection: 7500 })).toMatchObject({ fsaExcluded: 7500, creditableExpenses: 0, credit: 0 });
    // $2,000 excluded for one child: $3,000 − $2,000 = $1,000 at 20% is $200.
    expect(estimateTaxBreaks({ agi: 250_000, joint: true, dependents: 1, careExpenses: 30_000, fsaElection: 2000 })).toMatchObject({ fsaExcluded: 2000, creditableExpenses: 1000, credit: 200 });
  });

  it('caps the FSA at $7,500, or $3,750 married filing separately', () => {
    expect(estimateTaxBreaks({ agi: 90_000, joint: false, dependents: 1, careExpenses: 40_000, fsaElection: 9000 }).fsaExcluded).toBe(7500);
    expect(estimateTaxBreaks({ agi: 90_000, joint: false, marriedSeparately: true, dependents: 1, careExpenses: 40_000, fsaElection: 9000 }).fsaExcluded).toBe(3750);
  });
});
