import { describe, expect, it } from 'vitest';
import { other, run } from '../../engine/test-helpers';

// Maryland 2025, the Employer Withholding Guide's percentage method: to 30 June, standard deduction 15% of wages within
// $1,850-$2,800 (source md-2025-suburban); from 1 July (H.B. 352, source md-2025-hb352) a flat $3,350 and 6.25% / 6.50% brackets.
// $3,200 per MW507 exemption, 4.75% from the first dollar, county rate on the same amount, nothing under $5,000 a year.
// Hand-worked: the 2025 Guide was read only in transcriptions.
describe('golden examples 2025: Maryland', () => {
  it('before July: the 15% standard deduction at its $2,800 maximum', () => {
    // weekly $1,000, single, no MW507 (one exemption): 52,000 - 2,800 (15% = 7,800, capped) - 3,200 = 46,000
    // state 4.75% x 46,000 = 2,185 / 52 = 42.019 -> 42.02; county 3.20% x 46,000 = 1,472 / 52 = 28.308 -> 28.31
    const r = run({ taxYear: 2025, state: 'MD', grossPay: 1000, payDate: '2025-03-07' }).perPeriod.employee;
    expect(r.stateIncomeTax).toBe(42.02);
    expect(other(r.otherTaxes, 'MD_COUNTY')).toBe(28.31);
    // monthly $1,000 (12,000 a year): 15% = 1,800 below the $1,850 minimum: 12,000 - 1,850 - 3,200 = 6,950
    // 4.75% x 6,950 = 330.125 / 12 = 27.51
    expect(
      run({ taxYear: 2025, state: 'MD', payFrequency: 'monthly', grossPay: 1000, payDate: '2025-01-31' }).perPeriod
        .employee.stateIncomeTax,
    ).toBe(27.51);
  });

  it('from July: the flat $3,350 and the new 6.25% bracket', () => {
    // weekly $1,000, single, one exemption: 52,000 - 3,350 - 3,200 = 45,450; 4.75% = 2,158.875 / 52 = 41.517 -> 41.52
    // county 3.20% x 45,450 = 1,454.40 / 52 = 27.969 -> 27.97
    const r = run({ taxYear: 2025, state: 'MD', grossPay: 1000, payDate: '2025-08-01' }).perPeriod.employee;
    expect(r.stateIncomeTax).toBe(41.52);
    expect(other(r.otherTaxes, 'MD_COUNTY')).toBe(27.97);
    // weekly $12,000, single: 624,000 - 3,350 - 3,200 = 617,450; 4,750 + 1,250 + 1,312.50 + 5,500 + 14,375 (to $500,000)
    // = 27,187.50 + 6.25% x 117,450 = 34,528.125 / 52 = 664.002 -> 664.00
    expect(
      run({ taxYear: 2025, state: 'MD', grossPay: 12000, payDate: '2025-09-05' }).perPeriod.employee.stateIncomeTax,
    ).toBe(664);
  });

  it('Anne Arundel, Talbot, and nothing under $5,000 a year', () => {
    // Anne Arundel, weekly $1,000, March, 1 exemption: taxable 46,000 <= 50,000: 2.70% x 46,000 = 1,242 / 52 = 23.8846 -> 23.88
    const aa = run({
      taxYear: 2025,
      state: 'MD',
      grossPay: 1000,
      payDate: '2025-03-07',
      stateW4: { allowances: 1, residence: 'anneArundel' },
    }).perPeriod.employee;
    expect(other(aa.otherTaxes, 'MD_COUNTY')).toBe(23.88);
    // Talbot 2.40%, monthly $5,000, married, 2 exemptions, October: 60,000 - 3,350 - 6,400 = 50,250; state 4.75% = 2,386.875 / 12 = 198.91
    // county 2.40% x 50,250 = 1,206 / 12 = 100.50
    const talbot = run({
      taxYear: 2025,
      state: 'MD',
      payFrequency: 'monthly',
      grossPay: 5000,
      payDate: '2025-10-31',
      stateW4: { filingStatus: 'married', allowances: 2, countyRate: 0.024 },
    }).perPeriod.employee;
    expect(talbot.stateIncomeTax).toBe(198.91);
    expect(other(talbot.otherTaxes, 'MD_COUNTY')).toBe(100.5);
    // weekly $95: 4,940 a year, under $5,000: nothing
    expect(run({ taxYear: 2025, state: 'MD', grossPay: 95 }).perPeriod.employee.stateIncomeTax).toBe(0);
  });
});
