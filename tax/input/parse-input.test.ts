import { describe, expect, it } from 'vitest';
import { calculatePayroll } from '../engine/payroll';
import type { PayrollInputError } from '../core/types';

function errorsOf(input: unknown): PayrollInputError[] {
  const outcome = calculatePayroll(input);
  if (outcome.ok) throw new Error('expected the input to be rejected');
  return outcome.errors;
}
const base = { taxYear: 2026, state: 'TX', payFrequency: 'weekly' };
const paths = (input: unknown) => errorsOf(input).map((e) => e.path);

describe('bad input gives typed errors listing every problem', () => {
  it('rejects a non-object', () => {
    expect(errorsOf(null)).toEqual([{ path: '', message: 'input must be a JSON object' }]);
    expect(paths([1, 2])).toEqual(['']);
    expect(paths('{}')).toEqual(['']);
  });
  it('negative and non-numeric pay', () => {
    expect(errorsOf({ ...base, grossPay: -1 })).toEqual([{ path: 'grossPay', message: 'must be at least 0, got -1' }]);
    expect(errorsOf({ ...base, grossPay: '800' })[0]?.message).toMatch(/must be a number, got the string "800"/);
    expect(paths({ ...base, grossPay: null })).toEqual(['grossPay']);
    expect(paths({ ...base, grossPay: 800.005 })).toEqual(['grossPay']);
  });
  it('missing pay, or both kinds of pay', () => {
    expect(paths({ ...base })).toEqual(['grossPay']);
    expect(paths({ ...base, grossPay: 800, hourly: { rate: 20, regularHours: 40 } })).toEqual(['hourly']);
  });
  it('hours without a rate, and bad hours', () => {
    expect(errorsOf({ ...base, hourly: { regularHours: 40 } })).toEqual([
      { path: 'hourly.rate', message: 'is required: hours need an hourly rate' },
    ]);
    expect(
      paths({ ...base, hourly: { rate: 20, regularHours: -2, overtimeHours: 'five', overtimeMultiplier: 0.5 } }),
    ).toEqual(['hourly.regularHours', 'hourly.overtimeHours', 'hourly.overtimeMultiplier']);
  });
  it('unknown state and year', () => {
    expect(errorsOf({ ...base, state: 'XX', grossPay: 1 })[0]).toEqual({
      path: 'state',
      message: 'unknown state "XX"; use a two-letter postal code such as TX or DC',
    });
    expect(errorsOf({ ...base, taxYear: 1999, grossPay: 1 })[0]?.message).toMatch(
      /no tax data for 1999; supported years: .*2026/,
    );
    expect(paths({ ...base, state: 'tx', grossPay: 1 })).toEqual(['state']);
  });
  it('malformed W-4', () => {
    const e = errorsOf({
      ...base,
      grossPay: 800,
      w4: { filingStatus: 'married', step2Checkbox: 'yes', step3: -5, step4c: Number.NaN, extra: 1 },
    });
    expect(e.map((x) => x.path)).toEqual(['w4.extra', 'w4.filingStatus', 'w4.step2Checkbox', 'w4.step3', 'w4.step4c']);
    expect(paths({ ...base, grossPay: 800, w4: { step3: 0 } })).toEqual(['w4.filingStatus']);
    expect(paths({ ...base, grossPay: 800, w4: 'single' })).toEqual(['w4']);
  });
  it('every problem at once, each with its path', () => {
    expect(
      paths({
        taxYear: '2026',
        state: 7,
        payFrequency: 'fortnightly',
        grossPay: -3,
        suiRate: 2.7,
        payDate: '2026-02-30',
        typo: true,
      }),
    ).toEqual(['typo', 'taxYear', 'state', 'payFrequency', 'grossPay', 'suiRate', 'payDate']);
  });
  it('SUI rate as a percentage is refused with a hint', () => {
    expect(errorsOf({ ...base, grossPay: 800, suiRate: 2.7 })[0]?.message).toMatch(/0.027 for 2.7%/);
  });
  it('pay date outside the tax year, and annual wages below what was paid', () => {
    expect(paths({ ...base, grossPay: 800, payDate: '2025-12-31' })).toEqual(['payDate']);
    expect(paths({ ...base, grossPay: 800, ytdWages: 1000, annualCashWages: 1500 })).toEqual(['annualCashWages']);
  });
  it('malformed state certificate', () => {
    expect(paths({ ...base, grossPay: 800, stateW4: { allowances: 1.5, exempt: 'no', colour: 'red' } })).toEqual([
      'stateW4.colour',
      'stateW4.allowances',
      'stateW4.exempt',
    ]);
  });
});
