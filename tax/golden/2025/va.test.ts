import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Virginia Employer Withholding Instructions: the standard deduction is $8,500 for wages paid before
// 1 July 2025 and $8,750 from then (H.B. 1600; the guide rev. 05/25); $930 per exemption, the annual
// tax rounded to the dollar.
describe('golden examples: Virginia (2025, both formulas)', () => {
  it('the guide (rev. 05/25) example "John", from 1 July 2025', () => {
    // semimonthly $2,649, 5 exemptions: 63,576 - 8,750 - 4,650 = 50,176; 720 + 5.75% x 33,176 = 2,627.62 -> 2,628; / 24 = 109.50
    expect(
      sit({
        taxYear: 2025,
        state: 'VA',
        payFrequency: 'semimonthly',
        grossPay: 2649,
        payDate: '2025-07-15',
        stateW4: { allowances: 5 },
      }),
    ).toBe(109.5);
  });

  it('the same employee before 1 July 2025, and no VA-4 (hand-worked)', () => {
    // 63,576 - 8,500 - 4,650 = 50,426; 720 + 5.75% x 33,426 = 2,642.00 -> 2,642; / 24 = 110.08
    expect(
      sit({
        taxYear: 2025,
        state: 'VA',
        payFrequency: 'semimonthly',
        grossPay: 2649,
        payDate: '2025-03-14',
        stateW4: { allowances: 5 },
      }),
    ).toBe(110.08);
    // weekly $800, no VA-4, before July: 41,600 - 8,500 = 33,100; 720 + 5.75% x 16,100 = 1,645.75 -> 1,646; / 52 = 31.65
    expect(sit({ taxYear: 2025, state: 'VA', grossPay: 800, payDate: '2025-02-07' })).toBe(31.65);
    // after July: 41,600 - 8,750 = 32,850; 720 + 5.75% x 15,850 = 1,631.38 -> 1,631; / 52 = 31.37
    expect(sit({ taxYear: 2025, state: 'VA', grossPay: 800, payDate: '2025-08-08' })).toBe(31.37);
  });

  it('new-employer SUI 2.5% on the first $8,000', () => {
    // weekly $1,000: 25.00
    expect(run({ taxYear: 2025, state: 'VA', grossPay: 1000 }).perPeriod.employer.sui).toBe(25);
    // with $7,500 already paid, only $500 is taxed: 12.50
    expect(run({ taxYear: 2025, state: 'VA', grossPay: 1000, ytdWages: 7500 }).perPeriod.employer.sui).toBe(12.5);
  });
});
