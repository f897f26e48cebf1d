import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Delaware Employer's Guide Section 17, Tax Computation Table effective 1 January 2025: its printed examples.
describe('golden examples: Delaware (2025)', () => {
  it('Section 17 examples ($25,000 a year)', () => {
    // single, 1 exemption: 25,000 - 3,250 = 21,750; 741 + 5.2% x 1,750 = 832 - 110 = 722; monthly 60.17, semimonthly 30.08
    expect(
      sit({ taxYear: 2025, state: 'DE', payFrequency: 'monthly', grossPay: 2083.33, stateW4: { allowances: 1 } }),
    ).toBe(60.17);
    expect(
      sit({ taxYear: 2025, state: 'DE', payFrequency: 'semimonthly', grossPay: 1041.67, stateW4: { allowances: 1 } }),
    ).toBe(30.08);
    // SUI at 1.0% on the first $12,500: 2,083.33 x 1% = 20.83
    expect(run({ taxYear: 2025, state: 'DE', payFrequency: 'monthly', grossPay: 2083.33 }).perPeriod.employer.sui).toBe(
      20.83,
    );
  });

  it('married filing jointly and separately', () => {
    // jointly, 3: 25,000 - 6,500 = 18,500; 261 + 4.8% x 8,500 = 669 - 330 = 339; monthly 28.25
    expect(
      sit({
        taxYear: 2025,
        state: 'DE',
        payFrequency: 'monthly',
        grossPay: 2083.33,
        stateW4: { filingStatus: 'marriedJoint', allowances: 3 },
      }),
    ).toBe(28.25);
    // separately, 2: 832 - 220 = 612; monthly 51.00
    expect(
      sit({
        taxYear: 2025,
        state: 'DE',
        payFrequency: 'monthly',
        grossPay: 2083.33,
        stateW4: { filingStatus: 'marriedSeparate', allowances: 2 },
      }),
    ).toBe(51);
  });
});
