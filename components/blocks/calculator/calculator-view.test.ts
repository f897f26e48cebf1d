import { describe, expect, it } from 'vitest';
import { view } from './calculator-view';
import { DEFAULT_STATE } from './query-state';

describe('the calculator view', () => {
  it('keeps the last result and its math on screen while an input is wrong, with the error beside its field', () => {
    const good = view({ ...DEFAULT_STATE, state: 'TX', payBasis: 'perPeriod', grossPay: '800' }, null);
    expect(good.outcome.result?.perPeriod.employer.sui).toBe(21.6);
    expect(good.last?.lineNotes.find((line) => line.line === 'employer.sui')?.notes[0]).toMatch(/new-employer rate of 2.7%/);
    const bad = view({ ...good.form, grossPay: '80x' }, good.last);
    expect(bad.form.grossPay).toBe('80x');
    expect(bad.outcome.result).toBeNull();
    expect(bad.outcome.fieldErrors.grossPay).toBe('Enter the pay for one pay period as a number, like 22.50');
    expect(bad.last).toBe(good.last);
  });

  it('keeps the gross pay the solver found for a take-home pay as the input its math is worked out from', () => {
    const solved = view({ ...DEFAULT_STATE, state: 'TX', payBasis: 'netTarget', netPay: '700', mode: 'paycheck' }, null);
    expect(solved.outcome.result?.perPeriod.employee.netPay).toBe(700);
    const gross = solved.outcome.result?.perPeriod.grossPay ?? 0;
    expect(solved.last?.input.grossPay).toBe(gross);
    expect(solved.last?.input.hourly).toBeUndefined();
  });
});
