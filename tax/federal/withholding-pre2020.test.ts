import { describe, expect, it } from 'vitest';
import { calculatePayroll } from '../engine/payroll';
import { run } from '../engine/test-helpers';

const fit = (input: Record<string, unknown>) =>
  run({ state: 'TX', withholdFederalIncomeTax: true, ...input }).perPeriod.employee.federalIncomeTax;
const errors = (input: Record<string, unknown>) => {
  const outcome = calculatePayroll({
    taxYear: 2026,
    state: 'TX',
    payFrequency: 'weekly',
    grossPay: 800,
    withholdFederalIncomeTax: true,
    ...input,
  });
  return outcome.ok ? [] : outcome.errors;
};

// Pub 15-T (2026) Worksheet 1A, the lines for a Form W-4 from 2019 or earlier, by hand:
// 1c annual wages; 1k allowances x $4,300; 1l = 1c - 1k on the STANDARD annual table; / periods; + line 6.
describe('a Form W-4 from 2019 or earlier', () => {
  it('single with two allowances withholds what a 2020 single W-4 does, since 2 x $4,300 is line 1g', () => {
    // 41,600 - 8,600 = 33,000; 1,240 + 12% x (33,000 - 19,900) = 2,812; / 52 = 54.077
    expect(fit({ grossPay: 800, w4: { formYear: 'pre2020', maritalStatus: 'single', allowances: 2 } })).toBe(54.08);
    expect(fit({ grossPay: 800, w4: { filingStatus: 'single' } })).toBe(54.08);
  });
  it('married uses the married-filing-jointly table', () => {
    // monthly 5,000: 60,000 - 3 x 4,300 = 47,100; 2,480 + 12% x (47,100 - 44,100) = 2,840; / 12 = 236.667
    expect(
      fit({
        payFrequency: 'monthly',
        grossPay: 5000,
        w4: { formYear: 'pre2020', maritalStatus: 'married', allowances: 3 },
      }),
    ).toBe(236.67);
  });
  it('married but withholding at the higher single rate uses the single table, and line 6 is added', () => {
    // biweekly 2,000: 52,000, no allowances; 1,240 + 12% x (52,000 - 19,900) = 5,092; / 26 = 195.846; + 10 = 205.846
    expect(
      fit({
        payFrequency: 'biweekly',
        grossPay: 2000,
        w4: { formYear: 'pre2020', maritalStatus: 'marriedSingleRate', additionalWithholding: 10 },
      }),
    ).toBe(205.85);
  });
  it('allowances can take all the wages: nothing but line 6', () => {
    // weekly 300: 15,600 - 4 x 4,300 < 0, so 1l = 0; + 5.00
    expect(
      fit({
        grossPay: 300,
        w4: { formYear: 'pre2020', maritalStatus: 'single', allowances: 4, additionalWithholding: 5 },
      }),
    ).toBe(5);
  });
  it('works for every pay period: daily and annual', () => {
    // daily 200: 52,000 (x 260); 5,092 as above; / 260 = 19.585
    expect(fit({ payFrequency: 'daily', grossPay: 200, w4: { formYear: 'pre2020', maritalStatus: 'single' } })).toBe(
      19.58,
    );
    expect(fit({ payFrequency: 'annual', grossPay: 52000, w4: { formYear: 'pre2020', maritalStatus: 'single' } })).toBe(
      5092,
    );
  });
  it('a line of the other form is an error naming the form it belongs to', () => {
    const [mixed] = errors({ w4: { formYear: 'pre2020', maritalStatus: 'single', step4c: 10 } });
    expect(mixed?.path).toBe('w4.step4c');
    expect(mixed?.message).toMatch(
      /a line of the 2020-or-later Form W-4; a 2019-or-earlier W-4 \(formYear "pre2020"\) has maritalStatus, allowances, additionalWithholding/,
    );
    const [allowances] = errors({ w4: { filingStatus: 'single', allowances: 2 } });
    expect(allowances?.path).toBe('w4.allowances');
    expect(allowances?.message).toMatch(/set formYear to "pre2020"/);
    expect(errors({ w4: { formYear: 'pre2020' } }).map((e) => e.path)).toEqual(['w4.maritalStatus']);
    expect(errors({ w4: { formYear: '2019', filingStatus: 'single' } }).map((e) => e.path)).toEqual(['w4.formYear']);
    expect(errors({ w4: { formYear: 'pre2020', maritalStatus: 'hoh', allowances: 1.5 } }).map((e) => e.path)).toEqual([
      'w4.maritalStatus',
      'w4.allowances',
    ]);
  });
  it('a year whose data has no allowance amount refuses the old form instead of guessing', () => {
    const [e] = errors({ taxYear: 2025, w4: { formYear: 'pre2020', maritalStatus: 'single' } });
    expect(e?.path).toBe('w4.formYear');
    expect(e?.message).toMatch(/2025 data has no allowance amount/);
  });
});
