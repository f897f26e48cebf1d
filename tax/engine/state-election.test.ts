import { describe, expect, it } from 'vitest';
import '../index';
import { loadTaxYear, supportedTaxYearsView } from '../data/registry';
import type { CompiledYear } from '../data/compiled';
import { parsePayrollInput } from '../input/parse-input';
import { calculateWithData } from './calculate';
import { ENGLISH } from './test-helpers';
import { calculateWithLineNotes } from './line-notes';
import { calculatePayroll } from './payroll';
import type { PayrollResult } from '../core/types';

const CA_BIWEEKLY = { taxYear: 2026, state: 'CA', payFrequency: 'biweekly', grossPay: 2000 };

function calculate(input: Record<string, unknown>, year?: CompiledYear): PayrollResult {
  const parsed = parsePayrollInput(input, supportedTaxYearsView());
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  const data = year ?? loadTaxYear(parsed.value.taxYear);
  if (data === undefined) throw new Error('no data');
  const outcome = calculateWithData(data, parsed.value, ENGLISH);
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.value;
}

/** The 2026 data with one state's household rule replaced, to test the rule apart from what the data says today. */
function withRule(code: 'CA' | 'NY', required: boolean): CompiledYear {
  const year = loadTaxYear(2026);
  const state = year?.states.get(code);
  if (year === undefined || state === undefined) throw new Error('no 2026 data');
  const states = new Map(year.states);
  states.set(code, {
    ...state,
    householdWithholding: {
      rule: required ? 'required' : 'voluntary',
      reason: `${state.name} says so in its household employer guide.`,
      link: undefined,
    },
  });
  return { ...year, states };
}

describe('state income tax for a household employee', () => {
  it('is off until the family says the caregiver asked, where the state leaves it voluntary', () => {
    const asked = calculate({ ...CA_BIWEEKLY, withholdFederalIncomeTax: true }, withRule('CA', false));
    const notAsked = calculate(CA_BIWEEKLY, withRule('CA', false));
    expect(asked.perPeriod.employee.stateIncomeTax).toBeGreaterThan(0);
    expect(notAsked.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(notAsked.annual.employee.stateIncomeTax).toBe(0);
    // Take-home pay is the gross less Social Security, Medicare and CA SDI only.
    const sdi = notAsked.perPeriod.employee.otherTaxes.reduce((sum, line) => sum + line.amount, 0);
    expect(notAsked.perPeriod.employee.netPay).toBeCloseTo(2000 - 124 - 29 - sdi, 2);
    expect(notAsked.notes.join(' ')).toMatch(
      /California income tax is not withheld: California says so in its household employer guide\./,
    );
  });
  it('is on without the election where the state requires it, and the note says why', () => {
    const result = calculate(CA_BIWEEKLY, withRule('CA', true));
    expect(result.perPeriod.employee.stateIncomeTax).toBe(
      calculate({ ...CA_BIWEEKLY, withholdStateIncomeTax: true }).perPeriod.employee.stateIncomeTax,
    );
    expect(result.perPeriod.employee.federalIncomeTax).toBe(0);
    expect(result.notes).toContain('California says so in its household employer guide.');
  });
  it('follows an explicit withholdStateIncomeTax either way', () => {
    const stateOnly = calculate({ ...CA_BIWEEKLY, withholdStateIncomeTax: true }, withRule('CA', false));
    expect(stateOnly.perPeriod.employee.stateIncomeTax).toBeGreaterThan(0);
    expect(stateOnly.perPeriod.employee.federalIncomeTax).toBe(0);
    const refused = calculate(
      { ...CA_BIWEEKLY, withholdFederalIncomeTax: true, withholdStateIncomeTax: false },
      withRule('CA', true),
    );
    expect(refused.perPeriod.employee.stateIncomeTax).toBe(0);
    expect(refused.perPeriod.employee.federalIncomeTax).toBeGreaterThan(0);
    expect(refused.notes.join(' ')).toMatch(
      /not withheld because withholdStateIncomeTax is false, although California requires it/,
    );
  });
  it('turns off the local income taxes withheld with the state tax too, not the ones the family entered', () => {
    const nyc = {
      taxYear: 2026,
      state: 'NY',
      payFrequency: 'weekly',
      grossPay: 1000,
      stateW4: { residence: 'newYorkCity' },
    };
    const on = calculate({ ...nyc, withholdStateIncomeTax: true });
    expect(on.perPeriod.employee.otherTaxes.map((line) => line.code)).toContain('NYC');
    const off = calculate(nyc, withRule('NY', false));
    expect(off.perPeriod.employee.otherTaxes.map((line) => line.code)).not.toContain('NYC');
    const pa = calculate({
      taxYear: 2026,
      state: 'PA',
      payFrequency: 'weekly',
      grossPay: 1000,
      localTaxRate: 0.01,
      withholdStateIncomeTax: false,
    });
    expect(pa.perPeriod.employee.otherTaxes.find((line) => line.code === 'LOCAL_WAGE_TAX')?.amount).toBe(10);
  });
  it('says nothing about withholding in a state without an income tax on wages', () => {
    const tx = calculatePayroll({ taxYear: 2026, state: 'TX', payFrequency: 'weekly', grossPay: 800 });
    expect(tx.ok && tx.value.notes.join(' ')).not.toMatch(/Texas income tax is not withheld/);
  });
  it('puts the reason beside the state income tax line', () => {
    const noted = calculateWithLineNotes({ ...CA_BIWEEKLY });
    if (!noted.ok) throw new Error('failed');
    const line = noted.value.lineNotes.find((entry) => entry.line === 'employee.stateIncomeTax');
    expect(line?.notes.join(' ')).toMatch(/California income tax is not withheld/);
  });
  it('refuses a withholdStateIncomeTax that is not a boolean', () => {
    const outcome = calculatePayroll({ ...CA_BIWEEKLY, withholdStateIncomeTax: 'yes' });
    expect(outcome.ok ? [] : outcome.errors.map((e) => e.path)).toEqual(['withholdStateIncomeTax']);
  });
});
