import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// New Jersey NJ-WT (rev. September 2025, a 2025 publication; the rate tables of 1 October 2020 applied all year).
describe('golden examples 2025: New Jersey', () => {
  it('NJ-WT (September 2025) p. 25 examples on the weekly rate tables', () => {
    // Rate A Ex 1: weekly $300, single, 1 allowance: 300 - 19.20 = 280.80 x 1.5% = 4.21
    expect(sit({ taxYear: 2025, state: 'NJ', grossPay: 300, stateW4: { allowances: 1 } })).toBe(4.21);
    // Rate A Ex 2: weekly $700: 680.80; 11.54 + 3.9% x 7.80 = 11.84
    expect(sit({ taxYear: 2025, state: 'NJ', grossPay: 700, stateW4: { allowances: 1 } })).toBe(11.84);
    // Rate B Ex 1: weekly $375, married joint, 3 allowances: 375 - 57.60 = 317.40 x 1.5% = 4.76
    expect(
      sit({ taxYear: 2025, state: 'NJ', grossPay: 375, stateW4: { filingStatus: 'marriedJoint', allowances: 3 } }),
    ).toBe(4.76);
  });

  it('line 3 Rate C (hand-worked) and the 2025 employee contributions', () => {
    // monthly $5,000, no allowances, Rate C: 86.67 + 3.5% x (5,000 - 4,167) = 115.83
    expect(
      sit({
        taxYear: 2025,
        state: 'NJ',
        payFrequency: 'monthly',
        grossPay: 5000,
        stateW4: { filingStatus: 'marriedJoint', rateTable: 'C' },
      }),
    ).toBe(115.83);
    // weekly $1,000: UI + WF/SWF 0.425% = 4.25; TDI 0.23% = 2.30; FLI 0.33% = 3.30
    const lines = run({ taxYear: 2025, state: 'NJ', grossPay: 1000 }).perPeriod.employee.otherTaxes;
    expect(other(lines, 'NJ_UI_EE')).toBe(4.25);
    expect(other(lines, 'NJ_TDI_EE')).toBe(2.3);
    expect(other(lines, 'NJ_FLI_EE')).toBe(3.3);
  });
});
