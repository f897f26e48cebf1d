import { describe, expect, it } from 'vitest';
import { other, run, sit } from './test-helpers';

// Every Pub 15-T pay period, with the publications' own printed examples where they print one.
describe('every pay period', () => {
  it('federal Worksheet 1A: daily (260) and annual work out the same year as weekly', () => {
    // daily 200: 52,000 - 8,600 = 43,400; 1,240 + 12% x (43,400 - 19,900) = 4,060; / 260 = 15.615
    const daily = run({ state: 'TX', payFrequency: 'daily', grossPay: 200, withholdFederalIncomeTax: true });
    expect(daily.perPeriod.employee.federalIncomeTax).toBe(15.62);
    // the year is its 260 paychecks of 15.62: 4,061.20
    expect(daily.annual.employee.federalIncomeTax).toBe(4061.2);
    expect(
      run({ state: 'TX', payFrequency: 'annual', grossPay: 52000, withholdFederalIncomeTax: true }).perPeriod.employee
        .federalIncomeTax,
    ).toBe(4060);
    // quarterly 13,000: the same 4,060 / 4 = 1,015
    expect(
      run({ state: 'TX', payFrequency: 'quarterly', grossPay: 13000, withholdFederalIncomeTax: true }).perPeriod
        .employee.federalIncomeTax,
    ).toBe(1015);
  });

  it('New York daily: NYS-50-T Example 4 (printed), state, New York City and Yonkers', () => {
    // NYS-50-T-NYS single Example 4: $750 daily, 2 exemptions -> $44.10; married -> $44.58
    expect(
      sit({ state: 'NY', payFrequency: 'daily', grossPay: 750, stateW4: { filingStatus: 'single', allowances: 2 } }),
    ).toBe(44.1);
    expect(
      sit({ state: 'NY', payFrequency: 'daily', grossPay: 750, stateW4: { filingStatus: 'married', allowances: 2 } }),
    ).toBe(44.58);
    // NYS-50-T-NYC Example 4: $29.51 single, $29.43 married
    const nyc = (filingStatus: string) =>
      other(
        run({
          state: 'NY',
          payFrequency: 'daily',
          grossPay: 750,
          stateW4: { filingStatus, allowances: 2, residence: 'newYorkCity' },
        }).perPeriod.employee.otherTaxes,
        'NYC',
      );
    expect(nyc('single')).toBe(29.51);
    expect(nyc('married')).toBe(29.43);
    // NYS-50-T-Y: 16.75% of the state tax, 44.10 -> 7.39 and 44.58 -> 7.47
    const yonkers = (filingStatus: string) =>
      other(
        run({
          state: 'NY',
          payFrequency: 'daily',
          grossPay: 750,
          stateW4: { filingStatus, allowances: 2, residence: 'yonkers' },
        }).perPeriod.employee.otherTaxes,
        'YONKERS',
      );
    expect(yonkers('single')).toBe(7.39);
    expect(yonkers('married')).toBe(7.47);
  });

  it('printed tables for the longer and shorter periods (hand-worked from the tables)', () => {
    // California Method B daily, single, $200: over Table 1's $73; less Table 3's $22 = 178;
    // Table 8: 4.30 + 6.6% x (178 - 159) = 5.554
    expect(sit({ state: 'CA', payFrequency: 'daily', grossPay: 200 })).toBe(5.55);
    // Kansas quarterly, joint, 3 allowances, $10,000: 4,580 + 580 = 5,160 off; 4,840 - 2,060 = 2,780 x 5.2% = 144.56
    expect(
      sit({
        state: 'KS',
        payFrequency: 'quarterly',
        grossPay: 10000,
        stateW4: { filingStatus: 'married', allowances: 3 },
      }),
    ).toBe(144.56);
    // Oklahoma annual, single, 1 allowance, $30,000: 29,000 over 13,550: 109.25 + 4.5% x 15,450 = 804.50 -> $805 (whole dollars)
    expect(
      sit({ state: 'OK', payFrequency: 'annual', grossPay: 30000, stateW4: { filingStatus: 'single', allowances: 1 } }),
    ).toBe(805);
    // Utah semiannual (edition from 1 June), single, $26,000: 4.45% x 26,000 = 1,157 (whole dollars);
    // base allowance 243 less 1.3% x (26,000 - 4,674) = 277 -> 0; 1,157
    expect(sit({ state: 'UT', payFrequency: 'semiannual', grossPay: 26000, payDate: '2026-07-01' })).toBe(1157);
  });

  it('Georgia divides its annual amounts by 365 for a daily payroll (Table E daily column)', () => {
    // single $200 a day: 200 - 12,000 / 365 (32.88) = 167.12 x 5.19% = 8.673
    expect(sit({ state: 'GA', payFrequency: 'daily', grossPay: 200 })).toBe(8.67);
  });

  it('a period a publication prints no table for uses the annual table, with an approximation note', () => {
    // West Virginia quarterly, $13,000, no exemptions: the annual table on 52,000:
    // 1,462.88 + 4.58% x (52,000 - 45,000) = 1,783.48 -> / 4 = 445.87 -> $446 (whole dollars)
    const wv = run({ state: 'WV', payFrequency: 'quarterly', grossPay: 13000 });
    expect(wv.perPeriod.employee.stateIncomeTax).toBe(446);
    expect(
      wv.notes.some((n) =>
        n.startsWith("Approximation: West Virginia's publication prints no quarterly withholding table"),
      ),
    ).toBe(true);
    // a printed period carries no such note
    expect(
      run({ state: 'WV', payFrequency: 'daily', grossPay: 200 }).notes.some((n) => n.startsWith('Approximation')),
    ).toBe(false);
  });

  it('Yonkers nonresident earnings tax on a quarterly payroll: Method VIII, annualized', () => {
    // $13,000 a quarter: 52,000 a year is over $30,000, nothing excluded: 0.5% x 52,000 = 260 -> / 4 = 65
    const r = run({ state: 'NY', payFrequency: 'quarterly', grossPay: 13000, stateW4: { workplace: 'yonkers' } });
    expect(other(r.perPeriod.employee.otherTaxes, 'YONKERS_NONRESIDENT')).toBe(65);
  });

  it('household thresholds: paid once a year, the whole year falls in one quarter', () => {
    // one $1,200 payment: $1,200 in its quarter reaches FUTA's $1,000; 0.6% x 1,200 = 7.20
    const once = run({ state: 'TX', payFrequency: 'annual', grossPay: 1200 });
    expect(once.perPeriod.employer.futa).toBe(7.2);
    // but $1,200 over the year is under Social Security's $3,000
    expect(once.perPeriod.employee.socialSecurity).toBe(0);
    // weekly pay of about the same year spreads it: 23.08 x 52 = 1,200.16, about $300 a quarter, no FUTA
    expect(run({ state: 'TX', payFrequency: 'weekly', grossPay: 23.08 }).perPeriod.employer.futa).toBe(0);
  });

  it('a monthly local tax counts the months with a payday: Denver on a quarterly payroll', () => {
    // Denver OPT: a quarterly payday once in each of four months: 4 x 5.75 = 23.00 a year
    const r = run({
      state: 'CO',
      payFrequency: 'quarterly',
      grossPay: 9000,
      occupationalPrivilegeTax: { wagesThisMonth: 9000 },
    });
    expect(other(r.annual.employee.otherTaxes, 'OCCUPATIONAL_PRIVILEGE_TAX')).toBe(23);
    expect(other(r.perPeriod.employee.otherTaxes, 'OCCUPATIONAL_PRIVILEGE_TAX')).toBe(5.75);
  });
});

describe('describeStates tells a form which pay periods are approximated', () => {
  it('lists the periods a table state prints no table for, and none for formula states', async () => {
    const { describeStates } = await import('./describe');
    const states = describeStates(2026) ?? [];
    const of = (code: string) => states.find((s) => s.code === code)?.approximatedPayFrequencies;
    expect(of('WV')).toEqual(['quarterly', 'semiannual']);
    expect(of('VT')).toEqual(['semiannual']);
    expect(of('KS')).toEqual([]);
    expect(of('GA')).toEqual([]);
    expect(of('TX')).toEqual([]);
  });
});
