import { describe, expect, it } from 'vitest';
import { calculatePayroll } from '../engine/payroll';
import { ENGLISH, formulaTax, run, sit } from '../engine/test-helpers';
import { requireYear } from '../data/load-for-tests';
import { calculateWithData } from '../engine/calculate';
import { parsePayrollInput } from '../input/parse-input';
import type { PayrollResult } from '../core/types';

/** The 2026 data with Kentucky's withholding marked unknown, as a year whose figures were not found would have it. */
function withoutKentuckyWithholding(input: Record<string, unknown>): PayrollResult {
  const year = requireYear(2026);
  const ky = year.states.get('KY');
  if (ky === undefined) throw new Error('no Kentucky data');
  const unknown = {
    method: 'unknown' as const,
    effectiveFrom: '2026-01-01',
    note: 'Kentucky withholding figures were not found.',
  };
  const states = new Map(year.states).set('KY', { ...ky, incomeTax: [unknown] });
  const parsed = parsePayrollInput(
    { taxYear: 2026, payFrequency: 'weekly', withholdStateIncomeTax: true, ...input },
    [2026],
  );
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
  const outcome = calculateWithData({ ...year, states }, parsed.value, ENGLISH);
  if (!outcome.ok) throw new Error(outcome.errors.map((e) => e.message).join('\n'));
  return outcome.value;
}

describe('state income tax withholding (2026)', () => {
  it('no-tax states withhold nothing and say so', () => {
    for (const state of ['AK', 'FL', 'NV', 'NH', 'SD', 'TN', 'TX', 'WA', 'WY']) {
      const r = run({ state, grossPay: 5000 });
      expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
      expect(r.notes.join(' ')).toMatch(/no state income tax on wages/);
    }
  });

  it('Pennsylvania: 3.07% of all pay, no exemptions', () => {
    // 1,000 * 3.07% = 30.70
    expect(sit({ state: 'PA', grossPay: 1000 })).toBe(30.7);
    expect(sit({ state: 'PA', grossPay: 1000, stateW4: { additionalWithholding: 5 } })).toBe(35.7);
    expect(sit({ state: 'PA', grossPay: 1000, stateW4: { exempt: true } })).toBe(0);
  });

  it('Arizona: never withheld from a household employee (its law forbids it), though the A-4 arithmetic holds', () => {
    const household = run({
      state: 'AZ',
      grossPay: 1000,
      withholdStateIncomeTax: undefined,
      withholdFederalIncomeTax: true,
    });
    expect(household.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(household.notes.join(' ')).toMatch(
      /Arizona income tax is not withheld: Arizona law says no Arizona income tax is to be withheld from wages for domestic service/,
    );
    const asked = calculatePayroll({
      taxYear: 2026,
      state: 'AZ',
      payFrequency: 'weekly',
      grossPay: 1000,
      withholdStateIncomeTax: true,
    });
    expect(asked.ok ? [] : asked.errors.map((e) => e.path)).toEqual(['withholdStateIncomeTax']);
    expect(formulaTax({ state: 'AZ', grossPay: 1000 })).toBe(20);
    // 3.5% elected plus $5 extra
    expect(
      formulaTax({ state: 'AZ', grossPay: 1000, stateW4: { withholdingRate: 0.035, additionalWithholding: 5 } }),
    ).toBe(40);
    const bad = calculatePayroll({
      taxYear: 2026,
      state: 'AZ',
      payFrequency: 'weekly',
      grossPay: 1000,
      stateW4: { withholdingRate: 0.04 },
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.errors[0]?.path).toBe('stateW4.withholdingRate');
  });

  it('Georgia changes its withholding mid-year by pay date', () => {
    // before 11 May: (52,000 - 12,000) * 5.19% = 2,076; / 52 = 39.923
    const early = run({ state: 'GA', grossPay: 1000, payDate: '2026-05-10' });
    expect(early.perPeriod.employee.stateIncomeTax).toBe(39.92);
    expect(early.notes.join(' ')).toMatch(/changes its withholding on 11 May 2026/);
    // from 11 May: (52,000 - 15,000) * 4.99% = 1,846.30; / 52 = 35.5058
    expect(sit({ state: 'GA', grossPay: 1000, payDate: '2026-05-11' })).toBe(35.51);
    // married, one spouse working, two dependents, from May: (52,000 - 30,000 - 10,000) * 4.99% = 598.80; / 52 = 11.515
    expect(
      sit({
        state: 'GA',
        grossPay: 1000,
        payDate: '2026-06-01',
        stateW4: { filingStatus: 'marriedJointOneWorking', dependents: 2 },
      }),
    ).toBe(11.52);
    // no payDate: the rules of 1 January, with a note
    expect(run({ state: 'GA', grossPay: 1000 }).notes.join(' ')).toMatch(/no payDate given/);
  });

  it('Kentucky, Colorado and Michigan subtract their 2026 allowances', () => {
    // Kentucky: (52,000 - 3,360) * 3.5% = 1,702.40; / 52 = 32.738
    expect(sit({ state: 'KY', grossPay: 1000 })).toBe(32.74);
    // Colorado single: (52,000 - 5,500) * 4.4% = 2,046; / 52 = 39.346
    expect(sit({ state: 'CO', grossPay: 1000 })).toBe(39.35);
    // Colorado married jointly, monthly 5,000: (60,000 - 11,000) * 4.4% = 2,156; / 12 = 179.667
    expect(
      sit({ state: 'CO', payFrequency: 'monthly', grossPay: 5000, stateW4: { filingStatus: 'marriedJoint' } }),
    ).toBe(179.67);
    // Michigan, 2 exemptions: (52,000 - 11,800) * 4.25% = 1,708.50; / 52 = 32.856
    expect(sit({ state: 'MI', grossPay: 1000, stateW4: { allowances: 2 } })).toBe(32.86);
    // Michigan without an MI-W4: no exemptions, 4.25% of 1,000
    expect(sit({ state: 'MI', grossPay: 1000 })).toBe(42.5);
    for (const state of ['KY', 'CO', 'MI'])
      expect(run({ state, grossPay: 1000 }).notes.join(' ')).not.toMatch(/Approximation:/);
  });

  it('New Jersey: a rate table the NJ-W4 does not offer is refused', () => {
    const bad = calculatePayroll({
      taxYear: 2026,
      state: 'NJ',
      payFrequency: 'weekly',
      grossPay: 1000,
      stateW4: { rateTable: 'Z' },
    });
    expect(bad.ok ? [] : bad.errors.map((e) => e.path)).toEqual(['stateW4.rateTable']);
  });

  it('a state whose figures are unknown withholds what the user enters, and says so', () => {
    // Every state that taxes wages is computed in the data files, so the "unknown" path is run against the
    // 2026 data with Kentucky's withholding taken out, as a future year's gap would be.
    const r = withoutKentuckyWithholding({ state: 'KY', grossPay: 1000, stateW4: { additionalWithholding: 42.5 } });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(42.5);
    expect(r.notes.join(' ')).toMatch(/Kentucky income tax withholding is not computed/);
    expect(withoutKentuckyWithholding({ state: 'KY', grossPay: 1000 }).perPeriod.employee.stateIncomeTax).toBe(0);
  });

  it('a field the state form does not have is an error, not ignored', () => {
    const outcome = calculatePayroll({
      taxYear: 2026,
      state: 'PA',
      payFrequency: 'weekly',
      grossPay: 1000,
      stateW4: { allowances: 2 },
    });
    expect(outcome.ok).toBe(false);
    if (!outcome.ok)
      expect(outcome.errors).toEqual([
        { path: 'stateW4.allowances', message: expect.stringContaining('has no "allowances" field') },
      ]);
    const status = calculatePayroll({
      taxYear: 2026,
      state: 'NC',
      payFrequency: 'weekly',
      grossPay: 1000,
      stateW4: { filingStatus: 'widow' },
    });
    expect(status.ok).toBe(false);
    if (!status.ok) expect(status.errors[0]?.message).toMatch(/single, headOfHousehold, marriedJoint/);
  });
});
