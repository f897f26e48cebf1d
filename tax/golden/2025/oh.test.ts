import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// Ohio: the Optional Computer Formula (rev. 09/25) for wages paid on and after 1 October 2025. The
// tables in force before then (effective 1 July 2024) were not found: not computed, with a note. Ohio
// prints no worked example: hand-worked.
describe('golden examples: Ohio (2025)', () => {
  it('Optional Computer Formula (rev. 09/25) from 1 October 2025 (hand-worked)', () => {
    // weekly $1,000, 1 exemption: 52,000 - 650 = 51,350; 462.39 + 2.990% x (51,350 - 26,050) = 1,218.86; / 52 = 23.44
    expect(sit({ taxYear: 2025, state: 'OH', grossPay: 1000, payDate: '2025-10-03', stateW4: { allowances: 1 } })).toBe(
      23.44,
    );
    // weekly $400, 0 exemptions: 20,800 x 1.775% = 369.20; / 52 = 7.10
    expect(sit({ taxYear: 2025, state: 'OH', grossPay: 400, payDate: '2025-12-26' })).toBe(7.1);
    // school district 1.25% on the same base, its own line: 51,350 x 1.25% / 52 = 12.34
    const district = run({
      taxYear: 2025,
      state: 'OH',
      grossPay: 1000,
      payDate: '2025-10-03',
      stateW4: { allowances: 1, countyRate: 0.0125 },
    });
    expect(other(district.perPeriod.employee.otherTaxes, 'OH_SCHOOL_DISTRICT')).toBe(12.34);
  });

  it('before 1 October 2025: not computed, the user may enter the amount', () => {
    const r = run({ taxYear: 2025, state: 'OH', grossPay: 1000, payDate: '2025-05-02' });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(r.notes.join(' ')).toMatch(/before 1 October 2025/);
    expect(
      sit({
        taxYear: 2025,
        state: 'OH',
        grossPay: 1000,
        payDate: '2025-05-02',
        stateW4: { additionalWithholding: 21.5 },
      }),
    ).toBe(21.5);
  });
});
