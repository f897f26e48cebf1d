import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// North Dakota, wages paid in 2025: the annual percentage method tables for 2020-or-later Forms W-4
// (Income Tax Withholding Rates and Instructions, 2025), read in Suburban Computer's reproduction
// dated 1 January 2025. The booklet's worksheet prints wage-bracket cells, not a worked formula
// example, so these are hand-worked: annualize, the status table, divide by the periods, round to
// the whole dollar.
describe('golden examples: North Dakota (2025)', () => {
  it('single and married filing jointly (hand-worked)', () => {
    // weekly $1,800, single: 93,600; 1.95% x (93,600 - 55,975) = 733.69; / 52 = 14.11 -> $14
    expect(sit({ taxYear: 2025, state: 'ND', grossPay: 1800 })).toBe(14);
    // monthly $6,000, married filing jointly: 72,000; 1.95% x (72,000 - 55,488) = 321.98; / 12 = 26.83 -> $27
    expect(
      sit({
        taxYear: 2025,
        state: 'ND',
        payFrequency: 'monthly',
        grossPay: 6000,
        stateW4: { filingStatus: 'marriedJoint' },
      }),
    ).toBe(27);
  });

  it('head of household, the top bracket and low pay (hand-worked)', () => {
    // biweekly $4,000, head of household: 104,000; 1.95% x (104,000 - 76,200) = 542.10; / 26 = 20.85 -> $21
    expect(
      sit({
        taxYear: 2025,
        state: 'ND',
        payFrequency: 'biweekly',
        grossPay: 4000,
        stateW4: { filingStatus: 'headOfHousehold' },
      }),
    ).toBe(21);
    // weekly $6,000, single: 312,000; 3,828.83 + 2.50% x (312,000 - 252,325) = 5,320.71; / 52 = 102.32 -> $102
    expect(sit({ taxYear: 2025, state: 'ND', grossPay: 6000 })).toBe(102);
    // weekly $1,000, single: 52,000 is below $55,975: nothing
    expect(sit({ taxYear: 2025, state: 'ND', grossPay: 1000 })).toBe(0);
    expect(run({ taxYear: 2025, state: 'ND', grossPay: 1800 }).notes.join(' ')).not.toMatch(
      /not gathered|Approximation/,
    );
  });

  it('new-employer SUI 1.03% (non-construction, positive balance) on the first $45,100', () => {
    // weekly $1,000: 10.30
    expect(run({ taxYear: 2025, state: 'ND', grossPay: 1000 }).perPeriod.employer.sui).toBe(10.3);
    // with $44,600 already paid, only $500 is taxed: 5.15
    expect(run({ taxYear: 2025, state: 'ND', grossPay: 1000, ytdWages: 44600 }).perPeriod.employer.sui).toBe(5.15);
  });

  it('a 2019 or earlier Form W-4: the single table less $5,050 per allowance (hand-worked)', () => {
    // weekly $1,800, 2 allowances: 93,600 - 10,100 = 83,500; 1.95% x (83,500 - 55,975) = 536.74; / 52 = 10.32 -> $10
    expect(sit({ taxYear: 2025, state: 'ND', grossPay: 1800, stateW4: { allowances: 2 } })).toBe(10);
  });
});
