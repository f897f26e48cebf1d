import { describe, expect, it } from 'vitest';
import { sit } from '../../engine/test-helpers';

// North Dakota has no certificate of its own: it withholds on the federal Form W-4. Its 2026 tables for a 2019 or
// earlier W-4 (Single and Head of household, Married) are the 2020-or-later Single and Married Filing Jointly tables,
// less $5,050 per allowance (the Office of State Tax Commissioner's booklet as Suburban Computer reproduces it for
// 1 January 2026). Hand-worked: annualize, less the allowances, the table, divide by the periods, to the dollar.
describe('golden examples: North Dakota, a 2019 or earlier Form W-4 (2026)', () => {
  it('single with two allowances, and married with one', () => {
    // weekly $1,800: 93,600 - 2 x 5,050 = 83,500; 1.95% x (83,500 - 57,625) = 504.56; / 52 = 9.70 -> $10
    expect(sit({ state: 'ND', grossPay: 1800, stateW4: { allowances: 2 } })).toBe(10);
    // monthly $6,000, married: 72,000 - 5,050 = 66,950; 1.95% x (66,950 - 57,500) = 184.28; / 12 = 15.36 -> $15
    const married = { filingStatus: 'marriedJoint', allowances: 1 };
    expect(sit({ state: 'ND', payFrequency: 'monthly', grossPay: 6000, stateW4: married })).toBe(15);
  });

  it('no allowances (a 2020 or later form) leaves the tables as they were', () => {
    // weekly $1,800: 1.95% x (93,600 - 57,625) = 701.51; / 52 = 13.49 -> $13
    expect(sit({ state: 'ND', grossPay: 1800 })).toBe(13);
    expect(sit({ state: 'ND', grossPay: 1800, stateW4: { allowances: 0 } })).toBe(13);
  });
});
