import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Vermont GB-1210, 2025 Income Tax Withholding Instructions, Tables, and Charts: the annual figures
// (read in Suburban Computer's 1 January 2025 reproduction), worked on annual wages. The 2025
// booklet's own example was not available, so these are hand-worked; the data says it is an
// approximation of the per-period tables.
describe('golden examples: Vermont (2025)', () => {
  it('married with 2 allowances and single with none (hand-worked)', () => {
    // weekly $1,800, married, 2 allowances: 93,600 - 2 x 5,300 = 83,000; 3.35% x (83,000 - 11,475) = 2,396.09; / 52 = 46.08
    expect(
      sit({ taxYear: 2025, state: 'VT', grossPay: 1800, stateW4: { filingStatus: 'married', allowances: 2 } }),
    ).toBe(46.08);
    // single, 0 allowances: 93,600; 1,654.90 + 6.60% x (93,600 - 53,225) = 4,319.65; / 52 = 83.07
    expect(sit({ taxYear: 2025, state: 'VT', grossPay: 1800 })).toBe(83.07);
  });

  it('low pay below the first bracket and the approximation note (hand-worked)', () => {
    // monthly $800, single, 1 allowance: 9,600 - 5,300 = 4,300; 3.35% x (4,300 - 3,825) = 15.91; / 12 = 1.33
    expect(
      sit({ taxYear: 2025, state: 'VT', payFrequency: 'monthly', grossPay: 800, stateW4: { allowances: 1 } }),
    ).toBe(1.33);
    expect(run({ taxYear: 2025, state: 'VT', grossPay: 1800 }).notes.join(' ')).toMatch(
      /Approximation: Vermont withholding here is our closest estimate/,
    );
  });

  it('new-employer SUI 1% on the first $14,800', () => {
    // weekly $1,000: 10.00
    expect(run({ taxYear: 2025, state: 'VT', grossPay: 1000 }).perPeriod.employer.sui).toBe(10);
    // with $14,300 already paid, only $500 is taxed: 5.00
    expect(run({ taxYear: 2025, state: 'VT', grossPay: 1000, ytdWages: 14300 }).perPeriod.employer.sui).toBe(5);
  });
});
