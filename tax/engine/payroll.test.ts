import { describe, expect, it } from 'vitest';
import { other, run } from './test-helpers';

describe('calculatePayroll end to end (2026)', () => {
  it('Texas weekly $800 (no state income tax): FICA on both sides, FUTA and SUI on the employer side', () => {
    const r = run({ state: 'TX', grossPay: 800 });
    const p = r.perPeriod;
    // employee 49.60 + 11.60; net 800 - 61.20 = 738.80
    expect(p.employee).toMatchObject({
      socialSecurity: 49.6,
      medicare: 11.6,
      additionalMedicare: 0,
      federalIncomeTax: 0,
      stateIncomeTax: 0,
      netPay: 738.8,
    });
    // employer 49.60 + 11.60 + FUTA 4.80 + SUI 800 * 2.7% = 21.60 → 87.60
    expect(p.employer).toMatchObject({
      socialSecurity: 49.6,
      medicare: 11.6,
      futa: 4.8,
      sui: 21.6,
      totalTaxes: 87.6,
      totalCost: 887.6,
    });
    // a year: 41,600; FUTA 42; SUI 9,000 * 2.7% = 243
    expect(r.annual.grossPay).toBe(41600);
    expect(r.annual.employer.futa).toBe(42);
    expect(r.annual.employer.sui).toBe(243);
    expect(r.annual.employee.socialSecurity).toBe(2579.2);
  });

  it('hourly pay with overtime becomes gross pay', () => {
    // 22 * 40 + 22 * 1.5 * 5 = 880 + 165 = 1,045
    const r = run({ state: 'TX', hourly: { rate: 22, regularHours: 40, overtimeHours: 5, overtimeMultiplier: 1.5 } });
    expect(r.perPeriod.grossPay).toBe(1045);
    // the multiplier defaults to time and a half
    expect(run({ state: 'TX', hourly: { rate: 22, regularHours: 40, overtimeHours: 5 } }).perPeriod.grossPay).toBe(
      1045,
    );
  });

  it('withholds federal income tax only when asked, with a note either way', () => {
    const off = run({ state: 'TX', grossPay: 800, w4: { filingStatus: 'single' } });
    expect(off.perPeriod.employee.federalIncomeTax).toBe(0);
    expect(off.notes.join(' ')).toMatch(/only when the employee asks/);
    const on = run({ state: 'TX', grossPay: 800, withholdFederalIncomeTax: true });
    expect(on.perPeriod.employee.federalIncomeTax).toBe(54.08);
    expect(on.notes.join(' ')).toMatch(/Without a Form W-4 from your caregiver/);
    // a year is 52 paychecks of 54.08: 2,812.16
    expect(on.annual.employee.federalIncomeTax).toBe(2812.16);
  });

  it('household threshold: under $3,000 a year no Social Security or Medicare, and says why', () => {
    // 50 * 52 = 2,600 < 3,000
    const r = run({ state: 'TX', grossPay: 50 });
    expect(r.perPeriod.employee.socialSecurity).toBe(0);
    expect(r.perPeriod.employer.medicare).toBe(0);
    expect(r.perPeriod.employer.futa).toBe(0);
    expect(r.notes.join(' ')).toMatch(/No Social Security or Medicare tax is due/);
    expect(r.notes.join(' ')).toMatch(/No federal unemployment tax \(FUTA\) is due/);
    // 2,600 / 4 = 650 a quarter, under 1,000
  });

  it('household threshold: annualCashWages decides when given', () => {
    const due = run({ state: 'TX', grossPay: 50, annualCashWages: 3000 });
    // 50 * 6.2% = 3.10
    expect(due.perPeriod.employee.socialSecurity).toBe(3.1);
    const notDue = run({ state: 'TX', grossPay: 50, annualCashWages: 2999.99 });
    expect(notDue.perPeriod.employee.socialSecurity).toBe(0);
    // FUTA: 4,000 / 4 = 1,000 a quarter reaches the threshold
    expect(run({ state: 'TX', grossPay: 50, annualCashWages: 4000 }).perPeriod.employer.futa).toBe(0.3);
  });

  it('caps crossed mid-period and already reached', () => {
    const crossing = run({ state: 'TX', grossPay: 1000, ytdWages: 184000 });
    // SS on 500: 31.00; FUTA and SUI bases long passed
    expect(crossing.perPeriod.employee.socialSecurity).toBe(31);
    expect(crossing.perPeriod.employer.futa).toBe(0);
    expect(crossing.perPeriod.employer.sui).toBe(0);
    const futaCrossing = run({ state: 'TX', grossPay: 800, ytdWages: 6500 });
    // FUTA on 500: 3.00; SUI on all 800 (under 9,000): 21.60
    expect(futaCrossing.perPeriod.employer.futa).toBe(3);
    expect(futaCrossing.perPeriod.employer.sui).toBe(21.6);
    const suiCrossing = run({ state: 'TX', grossPay: 800, ytdWages: 8500 });
    // SUI on 500: 13.50
    expect(suiCrossing.perPeriod.employer.sui).toBe(13.5);
  });

  it('Additional Medicare crossing the $200,000 threshold', () => {
    const r = run({ state: 'TX', payFrequency: 'monthly', grossPay: 20000, ytdWages: 190000 });
    // 210,000 - 200,000 = 10,000 * 0.9% = 90.00; Medicare 20,000 * 1.45% = 290.00; SS 0 (base reached)
    expect(r.perPeriod.employee.additionalMedicare).toBe(90);
    expect(r.perPeriod.employee.medicare).toBe(290);
    expect(r.perPeriod.employer.medicare).toBe(290);
    expect(r.perPeriod.employee.socialSecurity).toBe(0);
    // a year at 240,000: (240,000 - 200,000) * 0.9% = 360; SS 184,500 * 6.2% = 11,439
    expect(r.annual.employee.additionalMedicare).toBe(360);
    expect(r.annual.employee.socialSecurity).toBe(11439);
  });

  it('uses the user SUI rate, and says when the rate is unknown', () => {
    expect(run({ state: 'TX', grossPay: 800, suiRate: 0.01 }).perPeriod.employer.sui).toBe(8);
    // Minnesota sets new employers' rates by industry: no one rate in the data, but the range it assigns
    const mn = run({ state: 'MN', grossPay: 800 });
    expect(mn.perPeriod.employer.sui).toBe(0);
    expect(mn.notes.join(' ')).toMatch(
      /Minnesota unemployment tax \(SUI\) is not computed: Minnesota assigns each new employer its own rate, from 1% to 8\.9%/,
    );
    // Louisiana publishes no range: the note still says the rate is unknown
    expect(run({ state: 'LA', grossPay: 800 }).notes.join(' ')).toMatch(
      /not computed: the new-employer rate is unknown/,
    );
    // with the employer's rate: 800 x 2% = 16.00 (under the $44,000 base)
    expect(run({ state: 'MN', grossPay: 800, suiRate: 0.02 }).perPeriod.employer.sui).toBe(16);
    // Nevada's new-employer rate is now known: 800 x 2.95% = 23.60
    expect(run({ state: 'NV', grossPay: 800 }).perPeriod.employer.sui).toBe(23.6);
  });

  it('very low pay gives zeros, never NaN', () => {
    const r = run({ state: 'CA', grossPay: 0.01 });
    expect(JSON.stringify(r)).not.toMatch(/NaN|null|Infinity/);
    expect(run({ state: 'NY', grossPay: 0 }).perPeriod.employee.netPay).toBe(0);
  });

  it('gross equals net plus employee taxes to the cent', () => {
    const r = run({ state: 'NJ', grossPay: 1234.56, withholdFederalIncomeTax: true, w4: { filingStatus: 'mfj' } });
    const e = r.perPeriod.employee;
    const taxes =
      e.socialSecurity +
      e.medicare +
      e.additionalMedicare +
      e.federalIncomeTax +
      e.stateIncomeTax +
      e.otherTaxes.reduce((s, l) => s + l.amount, 0);
    expect(Math.round((e.netPay + taxes) * 100)).toBe(123456);
  });

  it('rejects withholding larger than the pay instead of a negative net', () => {
    const outcome = run.bind(null, {
      state: 'TX',
      grossPay: 100,
      withholdFederalIncomeTax: true,
      w4: { filingStatus: 'single', step4c: 500 },
    });
    expect(outcome).toThrow(/exceed gross pay/);
  });
});

describe('2025 for comparison', () => {
  it('uses the 2025 wage base, household threshold and California FUTA credit reduction', () => {
    const r = run({ taxYear: 2025, state: 'CA', grossPay: 1000, ytdWages: 175600 });
    // Social Security on 176,100 - 175,600 = 500: 31.00; FUTA base long passed
    expect(r.perPeriod.employee.socialSecurity).toBe(31);
    // a year at 52,000: FUTA (0.6% + 1.2%) * 7,000 = 126.00, noted
    expect(r.annual.employer.futa).toBe(126);
    expect(r.notes.join(' ')).toMatch(/Federal unemployment tax \(FUTA\) in California is 1.8%/);
    // 2,800 threshold: 54 * 52 = 2,808 is due in 2025 but not in 2026 (3,000)
    expect(run({ taxYear: 2025, state: 'TX', grossPay: 54 }).perPeriod.employee.socialSecurity).toBe(3.35);
    expect(run({ taxYear: 2026, state: 'TX', grossPay: 54 }).perPeriod.employee.socialSecurity).toBe(0);
  });
  it('withholds federal income tax from the 2025 tables', () => {
    // single weekly 800: 41,600 - 8,600 = 33,000; 1,192.50 + 12% * (33,000 - 18,325) = 2,953.50; / 52 = 56.798
    expect(
      run({ taxYear: 2025, state: 'TX', grossPay: 800, withholdFederalIncomeTax: true }).perPeriod.employee
        .federalIncomeTax,
    ).toBe(56.8);
  });
});

describe('employee-paid state programs (2026)', () => {
  it('California SDI 1.3% with no cap, and ETT for the employer', () => {
    const r = run({ state: 'CA', grossPay: 1000 });
    expect(other(r.perPeriod.employee.otherTaxes, 'CA_SDI')).toBe(13);
    // ETT 0.1% of 1,000 = 1.00; a year: 0.1% of 7,000 = 7.00
    expect(other(r.perPeriod.employer.otherTaxes, 'CA_ETT')).toBe(1);
    expect(other(r.annual.employer.otherTaxes, 'CA_ETT')).toBe(7);
    // SUI 3.4% of 1,000 = 34; a year 3.4% of 7,000 = 238
    expect(r.perPeriod.employer.sui).toBe(34);
    expect(r.annual.employer.sui).toBe(238);
  });
  it('New York PFL with its annual maximum and DBL at $0.60 a week', () => {
    const r = run({ state: 'NY', grossPay: 1000 });
    // 1,000 * 0.432% = 4.32; DBL 0.5% = 5.00 capped at 0.60
    expect(other(r.perPeriod.employee.otherTaxes, 'NY_PFL')).toBe(4.32);
    expect(other(r.perPeriod.employee.otherTaxes, 'NY_DBL')).toBe(0.6);
    // DBL a year: 0.60 * 52 = 31.20
    expect(other(r.annual.employee.otherTaxes, 'NY_DBL')).toBe(31.2);
    const high = run({ state: 'NY', grossPay: 2000 });
    // 104,000 * 0.432% = 449.28, held to 411.91
    expect(other(high.annual.employee.otherTaxes, 'NY_PFL')).toBe(411.91);
    // DBL monthly: 0.60 * 52 / 12 = 2.60
    expect(
      other(run({ state: 'NY', payFrequency: 'monthly', grossPay: 4000 }).perPeriod.employee.otherTaxes, 'NY_DBL'),
    ).toBe(2.6);
  });
  it('New Jersey UI, TDI and FLI for the employee', () => {
    const r = run({ state: 'NJ', grossPay: 1000 });
    // 1,000 * 0.3825% = 3.825 → 3.83 (half up); TDI 0.19% = 1.90; FLI 0.23% = 2.30
    expect(other(r.perPeriod.employee.otherTaxes, 'NJ_UI_EE')).toBe(3.83);
    expect(other(r.perPeriod.employee.otherTaxes, 'NJ_TDI_EE')).toBe(1.9);
    expect(other(r.perPeriod.employee.otherTaxes, 'NJ_FLI_EE')).toBe(2.3);
    // a year at 52,000: UI stops at its maximum, 44,800 x 0.3825% = 171.36 (the paychecks of 3.83 would pass it by 0.22); FLI on 52,000 = 119.60
    expect(other(r.annual.employee.otherTaxes, 'NJ_UI_EE')).toBe(171.36);
    expect(other(r.annual.employee.otherTaxes, 'NJ_FLI_EE')).toBe(119.6);
  });
  it('Washington PFML and WA Cares, with no state income tax', () => {
    const r = run({ state: 'WA', grossPay: 1000 });
    // 1.13% * 71.43% = 0.807159% of 1,000 = 8.07; WA Cares 0.58% = 5.80
    expect(other(r.perPeriod.employee.otherTaxes, 'WA_PFML')).toBe(8.07);
    expect(other(r.perPeriod.employee.otherTaxes, 'WA_CARES')).toBe(5.8);
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
  });
  it('Hawaii TDI holds to the weekly wage base and weekly maximum', () => {
    // 0.5% of min(2,000, 1,500.21) = 7.50105 → held to 7.50
    expect(other(run({ state: 'HI', grossPay: 2000 }).perPeriod.employee.otherTaxes, 'HI_TDI')).toBe(7.5);
    // 0.5% of 600 = 3.00
    expect(other(run({ state: 'HI', grossPay: 600 }).perPeriod.employee.otherTaxes, 'HI_TDI')).toBe(3);
  });
  it('Massachusetts, Oregon, Colorado, Connecticut, Minnesota, Pennsylvania', () => {
    expect(other(run({ state: 'MA', grossPay: 1000 }).perPeriod.employee.otherTaxes, 'MA_PFML')).toBe(4.6);
    expect(other(run({ state: 'OR', grossPay: 1000 }).perPeriod.employee.otherTaxes, 'OR_PLO')).toBe(6);
    expect(other(run({ state: 'CO', grossPay: 1000 }).perPeriod.employee.otherTaxes, 'CO_FAMLI')).toBe(4.4);
    expect(other(run({ state: 'CT', grossPay: 1000 }).perPeriod.employee.otherTaxes, 'CT_PL')).toBe(5);
    const mn = run({ state: 'MN', grossPay: 1000 });
    expect(other(mn.perPeriod.employee.otherTaxes, 'MN_PL_EE')).toBe(4.4);
    expect(other(mn.perPeriod.employer.otherTaxes, 'MN_PL_ER')).toBe(4.4);
    // PA UC 0.07% of 1,000 = 0.70, no cap: a year 52,000 * 0.07% = 36.40
    const pa = run({ state: 'PA', grossPay: 1000 });
    expect(other(pa.perPeriod.employee.otherTaxes, 'PA_UC_EE')).toBe(0.7);
    expect(other(pa.annual.employee.otherTaxes, 'PA_UC_EE')).toBe(36.4);
  });
  it('a paid-leave program capped at the Social Security base stops there', () => {
    // WA PFML on 184,500 - 184,000 = 500: 4.035795 → 4.04
    expect(other(run({ state: 'WA', grossPay: 1000, ytdWages: 184000 }).perPeriod.employee.otherTaxes, 'WA_PFML')).toBe(
      4.04,
    );
  });
});
