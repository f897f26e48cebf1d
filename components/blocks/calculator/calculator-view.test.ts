import { describe, expect, it } from 'vitest';
import { view } from './calculator-view';
import { DEFAULT_STATE } from './query-state';

describe('the calculator view', () => {
  it('keeps the last result and its math on screen while an input is wrong, with the error beside its field', () => {
    const good = view({ ...DEFAULT_STATE, state: 'TX', payBasis: 'perPeriod', grossPay: '800' }, { lastResult: null, lastMath: [] });
    expect(good.outcome.result?.perPeriod.employer.sui).toBe(21.6);
    expect(good.lastMath.some((line) => line.line === 'employer.sui')).toBe(true);
    const bad = view({ ...good.form, grossPay: '80x' }, good);
    expect(bad.form.grossPay).toBe('80x');
    expect(bad.outcome.result).toBeNull();
    expect(bad.outcome.fieldErrors.grossPay).toBe('Enter the pay for one pay period as a number, like 22.50');
    expect(bad.lastResult).toBe(good.lastResult);
    expect(bad.lastMath).toBe(good.lastMath);
  });

  it('explains the gross pay the solver found for a take-home pay, as if it had been entered', () => {
    const solved = view({ ...DEFAULT_STATE, state: 'TX', payBasis: 'netTarget', netPay: '700', mode: 'paycheck' }, { lastResult: null, lastMath: [] });
    expect(solved.outcome.result?.perPeriod.employee.netPay).toBe(700);
    const gross = solved.outcome.result?.perPeriod.grossPay ?? 0;
    expect(solved.outcome.math.find((line) => line.line === 'grossPay')?.steps[0]).toMatch(new RegExp(`^\\$${gross.toFixed(2).replace('.', '\\.')}|^\\$${Math.trunc(gross)}`));
  });
});
