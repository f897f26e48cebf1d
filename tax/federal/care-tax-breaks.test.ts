import { describe, expect, it } from 'vitest';
import { requireYear } from '../data/load-for-tests';
import { careCreditRate, estimateCareTaxBreaks } from './care-tax-breaks';

function rulesOf(year: number) {
  const rules = requireYear(year).federal.careTaxBreaks;
  if (rules === undefined) throw new Error(`no care tax breaks in the ${year} data`);
  return rules;
}

describe('the child and dependent care credit rate', () => {
  it.each([
    // 2026 (P.L. 119-21): 50%, less a point per $2,000 over $15,000 to 35%; then per $2,000 ($4,000 joint) over $75,000 ($150,000) to 20%.
    [2026, 15_000, false, 0.5],
    [2026, 15_001, false, 0.49],
    [2026, 43_000, false, 0.36],
    [2026, 45_000, false, 0.35],
    [2026, 75_000, false, 0.35],
    [2026, 77_000, false, 0.34],
    [2026, 105_000, false, 0.2],
    [2026, 150_000, true, 0.35],
    [2026, 154_000, true, 0.34],
    [2026, 300_000, true, 0.2],
    // 2025: 35%, less a point per $2,000 (or part) over $15,000, to 20%.
    [2025, 15_000, false, 0.35],
    [2025, 15_001, true, 0.34],
    [2025, 43_000, true, 0.21],
    [2025, 45_000, false, 0.2],
    [2025, 400_000, true, 0.2],
  ])('%i: AGI $%i (joint: %s) → %d', (year, agi, joint, rate) => {
    expect(careCreditRate(rulesOf(year), agi, joint)).toBe(rate);
  });
});

describe('the estimate', () => {
  it('credits at most $6,000 of care for two children: 35% at $120,000 joint is $2,100 in 2026, 20% is $1,200 in 2025', () => {
    const input = { agi: 120_000, joint: true, dependents: 2 as const, careExpenses: 52_000, fsaElection: 0 };
    expect(estimateCareTaxBreaks(rulesOf(2026), input)).toEqual({
      fsaExcluded: 0,
      creditRate: 0.35,
      creditableExpenses: 6000,
      credit: 2100,
    });
    expect(estimateCareTaxBreaks(rulesOf(2025), input)).toEqual({
      fsaExcluded: 0,
      creditRate: 0.2,
      creditableExpenses: 6000,
      credit: 1200,
    });
  });

  it('takes what the FSA excluded off the expenses that earn the credit', () => {
    // $7,500 excluded; the $6,000 limit less $7,500 leaves nothing to credit.
    expect(
      estimateCareTaxBreaks(rulesOf(2026), {
        agi: 120_000,
        joint: true,
        dependents: 2,
        careExpenses: 52_000,
        fsaElection: 7500,
      }),
    ).toMatchObject({
      fsaExcluded: 7500,
      creditableExpenses: 0,
      credit: 0,
    });
    // $2,000 excluded for one child: $3,000 − $2,000 = $1,000 at 20% is $200.
    expect(
      estimateCareTaxBreaks(rulesOf(2026), {
        agi: 250_000,
        joint: true,
        dependents: 1,
        careExpenses: 30_000,
        fsaElection: 2000,
      }),
    ).toMatchObject({
      fsaExcluded: 2000,
      creditableExpenses: 1000,
      credit: 200,
    });
  });

  it('caps the FSA at the year’s limit: $7,500 ($3,750 married filing separately) in 2026, $5,000 ($2,500) in 2025', () => {
    const input = { agi: 90_000, joint: false, dependents: 1 as const, careExpenses: 40_000, fsaElection: 9000 };
    expect(estimateCareTaxBreaks(rulesOf(2026), input).fsaExcluded).toBe(7500);
    expect(estimateCareTaxBreaks(rulesOf(2026), { ...input, marriedSeparately: true }).fsaExcluded).toBe(3750);
    expect(estimateCareTaxBreaks(rulesOf(2025), input).fsaExcluded).toBe(5000);
    expect(estimateCareTaxBreaks(rulesOf(2025), { ...input, marriedSeparately: true }).fsaExcluded).toBe(2500);
  });
});
