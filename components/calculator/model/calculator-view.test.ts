import { describe, expect, it } from 'vitest';
import { en } from '../messages/en-US';
import { LATEST_SHIPPED_TAX_YEAR, SHIPPED_TAX_YEARS } from '@/tax/browser';
import { coveredYears, view, yearOfPay } from './calculator-view';
import { DEFAULT_STATE } from './query-state';

describe('the calculator view', () => {
  it('clears the figures while an input is wrong, with the error for its field', () => {
    const good = view({ ...DEFAULT_STATE, state: 'TX', payBasis: 'perPeriod', grossPay: '800' }, en);
    expect(good.outcome.result?.perPeriod.employer.sui).toBe(21.6);
    expect(good.outcome.lineNotes.find((line) => line.line === 'employer.sui')?.notes[0]).toMatch(
      /new-employer rate of 2.7%/,
    );
    const bad = view({ ...good.form, grossPay: '80x' }, en);
    expect(bad.form.grossPay).toBe('80x');
    expect(bad.outcome.result).toBeNull();
    expect(bad.outcome.lineNotes).toEqual([]);
    expect(bad.outcome.fieldErrors.grossPay).toBe('Enter the pay for one pay period as a number, like 22.50');
  });

  it('keeps the gross pay the solver found for a take-home pay as the input its math is worked out from', () => {
    const solved = view({ ...DEFAULT_STATE, state: 'TX', payBasis: 'netTarget', netPay: '700', mode: 'paycheck' }, en);
    expect(solved.outcome.result?.perPeriod.employee.netPay).toBe(700);
    const gross = solved.outcome.result?.perPeriod.grossPay ?? 0;
    expect(solved.outcome.input?.grossPay).toBe(gross);
    expect(solved.outcome.input?.hourly).toBeUndefined();
  });

  it('gives the same take-home pay in Budget and Paycheck: the modes share every input', () => {
    const inputs = {
      ...DEFAULT_STATE,
      state: 'CA',
      payBasis: 'perPeriod' as const,
      grossPay: '2000',
      withholdFederalIncomeTax: true,
      filingStatus: 'mfj' as const,
      step4c: '25',
      stateW4: { allowances: '2' },
    };
    const paycheck = view({ ...inputs, mode: 'paycheck' }, en).outcome.result;
    const budget = view({ ...inputs, mode: 'budget' }, en).outcome.result;
    expect(paycheck?.perPeriod.employee.netPay).toBeGreaterThan(0);
    expect(budget?.perPeriod.employee).toEqual(paycheck?.perPeriod.employee);
  });

  it('withholds no state income tax until the family says the caregiver asked, where the state leaves it voluntary', () => {
    const ca = {
      ...DEFAULT_STATE,
      state: 'CA',
      payFrequency: 'biweekly' as const,
      payBasis: 'perPeriod' as const,
      grossPay: '2000',
    };
    expect(view(ca, en).outcome.result?.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(view({ ...ca, withholdFederalIncomeTax: true }, en).outcome.result?.perPeriod.employee.stateIncomeTax).toBe(
      55.58,
    );
    // A certificate typed before the election does not count until then.
    expect(view({ ...ca, stateW4: { allowances: 'x' } }, en).outcome.stateErrors).toEqual({});
  });

  it('withholds the state tax without the election where the state requires it', () => {
    const ga = view({ ...DEFAULT_STATE, state: 'GA', payBasis: 'perPeriod', grossPay: '1000' }, en).outcome.result;
    expect(ga?.perPeriod.employee.stateIncomeTax).toBeGreaterThan(0);
    expect(ga?.perPeriod.employee.federalIncomeTax).toBe(0);
  });

  it('lands on the take-home pay offered to the cent, per period and for the year', () => {
    const solved = view(
      {
        ...DEFAULT_STATE,
        state: 'NY',
        payFrequency: 'biweekly',
        payBasis: 'netTarget',
        netPay: '1234.56',
        withholdFederalIncomeTax: true,
      },
      en,
    ).outcome.result;
    expect(solved?.perPeriod.employee.netPay).toBe(1234.56);
    expect(solved?.annual.employee.netPay).toBe(32098.56);
  });
});

describe('the tax year of the pay date', () => {
  it('works a pay date in a year with figures on that year, with the date', () => {
    expect(yearOfPay('2025-06-30', en)).toEqual({
      taxYear: 2025,
      payDate: '2025-06-30',
      notYetPublished: undefined,
      error: undefined,
    });
  });
  it('works a year whose figures are not published on the latest year that has them, and says so', () => {
    const later = LATEST_SHIPPED_TAX_YEAR + 1;
    expect(yearOfPay(`${later}-01-05`, en)).toEqual({
      taxYear: LATEST_SHIPPED_TAX_YEAR,
      payDate: `${LATEST_SHIPPED_TAX_YEAR}-12-31`,
      notYetPublished: later,
      error: undefined,
    });
  });
  it('puts a pay date before every year with figures beside its field, and shows nothing', () => {
    const early = view(
      {
        ...DEFAULT_STATE,
        state: 'TX',
        payBasis: 'perPeriod',
        grossPay: '800',
        payDate: '2019-05-01',
      },
      en,
    );
    expect(early.outcome.result).toBeNull();
    expect(early.outcome.fieldErrors.payDate).toBe(
      `The calculator covers pay dates in ${coveredYears(SHIPPED_TAX_YEARS, en)}: choose a date in one of those years`,
    );
    for (const year of SHIPPED_TAX_YEARS) expect(early.outcome.fieldErrors.payDate).toContain(String(year));
    expect(yearOfPay(`${SHIPPED_TAX_YEARS[0]}-02-30`, en).error).toBe(
      `Enter the pay date as a date, like ${LATEST_SHIPPED_TAX_YEAR}-03-15`,
    );
  });
  it('names the years covered as a sentence does', () => {
    expect(coveredYears([2025, 2026], en)).toBe('2025 and 2026');
    expect(coveredYears([2024, 2025, 2026], en)).toBe('2024, 2025, and 2026');
    expect(coveredYears([2026], en)).toBe('2026');
  });
  it('calculates 2025 with 2025 figures: the Social Security wage base of that year', () => {
    const high = {
      ...DEFAULT_STATE,
      state: 'TX',
      payBasis: 'perPeriod' as const,
      grossPay: '20000',
      payFrequency: 'monthly' as const,
    };
    expect(view({ ...high, payDate: '2025-12-31' }, en).outcome.result?.annual.employee.socialSecurity).toBe(10918.2);
    expect(view({ ...high, payDate: '2026-12-31' }, en).outcome.result?.annual.employee.socialSecurity).toBe(11439);
  });
});
