import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// Rhode Island 2025 withholding tables (Division of Taxation, released 9 December 2024), the annual
// figures read in Suburban Computer's 1 January 2025 reproduction. The booklet's own worked example
// was not available: hand-worked on annual wages.
describe('golden examples: Rhode Island (2025)', () => {
  it('exemptions below and above the $283,250 limit (hand-worked)', () => {
    // weekly $1,000, 2 exemptions: 52,000 - 2,000 = 50,000; 3.75% = 1,875.00; / 52 = 36.06
    expect(sit({ taxYear: 2025, state: 'RI', grossPay: 1000, stateW4: { allowances: 2 } })).toBe(36.06);
    // monthly $8,000, 1 exemption: 96,000 - 1,000 = 95,000; 2,996.25 + 4.75% x 15,100 = 3,713.50; / 12 = 309.46
    expect(
      sit({ taxYear: 2025, state: 'RI', payFrequency: 'monthly', grossPay: 8000, stateW4: { allowances: 1 } }),
    ).toBe(309.46);
    // weekly $6,000 = 312,000 a year, over $283,250: the 3 exemptions count for nothing
    // 7,829.38 + 5.99% x (312,000 - 181,650) = 15,637.35; / 52 = 300.72
    expect(sit({ taxYear: 2025, state: 'RI', grossPay: 6000, stateW4: { allowances: 3 } })).toBe(300.72);
  });

  it('TDI 1.30% of the first $89,200', () => {
    // weekly $1,000: 1.30% = 13.00; with $88,700 already paid only $500 is covered: 6.50
    expect(other(run({ taxYear: 2025, state: 'RI', grossPay: 1000 }).perPeriod.employee.otherTaxes, 'RI_TDI')).toBe(13);
    expect(
      other(
        run({ taxYear: 2025, state: 'RI', grossPay: 1000, ytdWages: 88700 }).perPeriod.employee.otherTaxes,
        'RI_TDI',
      ),
    ).toBe(6.5);
  });

  it('new-employer SUI 1.21% (1.00% plus the 0.21% Job Development Assessment) on the first $29,800', () => {
    // weekly $1,000: 12.10
    expect(run({ taxYear: 2025, state: 'RI', grossPay: 1000 }).perPeriod.employer.sui).toBe(12.1);
    // with $29,300 already paid, only $500 is taxed: 6.05
    expect(run({ taxYear: 2025, state: 'RI', grossPay: 1000, ytdWages: 29300 }).perPeriod.employer.sui).toBe(6.05);
  });
});
