import { describe, expect, it } from 'vitest';
import { calculatePayroll } from './payroll';
import { run } from './test-helpers';

const paths = (input: Record<string, unknown>) => {
  const outcome = calculatePayroll({ taxYear: 2026, payFrequency: 'weekly', grossPay: 850, ...input });
  return outcome.ok ? [] : outcome.errors.map((e) => `${e.path}: ${e.message}`);
};

// Alabama and Oregon subtract the federal income tax withheld; when the family does not withhold it,
// the employee's federal withholding elsewhere is entered as federalTaxWithheld.
describe('federal tax withheld, for the states that subtract it', () => {
  const m2 = { state: 'AL', grossPay: 850, stateW4: { filingStatus: 'married', dependents: 2 } };
  it("Alabama's M-2 example with the federal tax given instead of computed", () => {
    // ALDOR M-2: federal withheld $35.19 a week: 44,200 - 5,000 - 1,829.88 - 3,000 - 2,000 = 32,370.12;
    // 220 + 5% x 26,370.12 = 1,538.51; / 52 = 29.59 (printed), the same as when this calculation withholds it
    expect(run({ ...m2, federalTaxWithheld: 35.19 }).perPeriod.employee.stateIncomeTax).toBe(29.59);
    expect(
      run({ ...m2, withholdFederalIncomeTax: true, w4: { filingStatus: 'mfj', step4c: 12.11 } }).perPeriod.employee
        .stateIncomeTax,
    ).toBe(29.59);
    // without either, nothing is subtracted: 44,200 - 5,000 - 3,000 - 2,000 = 34,200; 220 + 5% x 28,200 = 1,630; / 52 = 31.346
    expect(run(m2).perPeriod.employee.stateIncomeTax).toBe(31.35);
  });
  it('the year subtracts the period amount every period', () => {
    // 52 paychecks of 29.59: 1,538.68
    expect(run({ ...m2, federalTaxWithheld: 35.19 }).annual.employee.stateIncomeTax).toBe(1538.68);
  });
  it('is refused where it would be ignored or would contradict the computed amount', () => {
    expect(paths({ state: 'TX', federalTaxWithheld: 20 })).toEqual([
      'federalTaxWithheld: Texas withholding does not subtract federal income tax; federalTaxWithheld is accepted only where it does (Alabama, Oregon)',
    ]);
    expect(paths({ state: 'OR', withholdFederalIncomeTax: true, federalTaxWithheld: 20 })[0]).toMatch(
      /^federalTaxWithheld: is computed here/,
    );
    expect(paths({ state: 'OR', federalTaxWithheld: -1 })[0]).toMatch(/^federalTaxWithheld: must be at least 0/);
  });
});
