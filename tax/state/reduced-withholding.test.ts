import { describe, expect, it } from 'vitest';
import { calculatePayroll } from '../engine/payroll';
import { run, sit } from '../engine/test-helpers';

function errorPaths(input: Record<string, unknown>): string[] {
  const outcome = calculatePayroll({ taxYear: 2026, payFrequency: 'weekly', grossPay: 800, ...input });
  return outcome.ok ? [] : outcome.errors.map((e) => e.path);
}

// The certificate lines that lower withholding, modelled as each form words them (hand-worked vectors).
describe('reduced-withholding lines: MO W-4 line 3, MW-4 line 4, CT-W4 line 3', () => {
  it('Missouri line 3: the reduced amount is withheld instead of the formula amount', () => {
    // the formula example: monthly 2,916.67, married, spouse works -> $59 (printed); line 3 $20.00 -> 20.00
    const input = {
      state: 'MO',
      payFrequency: 'monthly',
      grossPay: 2916.67,
      stateW4: { filingStatus: 'marriedBothWork', reducedWithholding: 20 },
    };
    expect(sit(input)).toBe(20);
    // the year: 20 x 12 = 240
    expect(run(input).annual.employee.stateIncomeTax).toBe(240);
    // with line 2 as well it would be two answers to one question: refused
    expect(errorPaths({ state: 'MO', stateW4: { reducedWithholding: 20, additionalWithholding: 5 } })).toEqual([
      'stateW4.reducedWithholding',
    ]);
    // exempt wins: nothing withheld
    expect(sit({ state: 'MO', grossPay: 1000, stateW4: { reducedWithholding: 20, exempt: true } })).toBe(0);
  });

  it('Montana line 4: the amount the employee specifies replaces the table amount', () => {
    // line 1a semimonthly $1,375 -> $33 (printed); line 4 $12.00 -> 12.00
    expect(sit({ state: 'MT', payFrequency: 'semimonthly', grossPay: 1375, stateW4: { reducedWithholding: 12 } })).toBe(
      12,
    );
    expect(errorPaths({ state: 'MT', stateW4: { reducedWithholding: 12, additionalWithholding: 1 } })).toEqual([
      'stateW4.reducedWithholding',
    ]);
  });

  it('Connecticut line 3: taken off the computed amount plus line 2, never below 0', () => {
    // Example 8 by the rules: weekly $700, code F -> 17.79; line 3 $5.00: 17.79 - 5.00 = 12.79
    expect(sit({ state: 'CT', grossPay: 700, stateW4: { filingStatus: 'f', reducedWithholding: 5 } })).toBe(12.79);
    // with line 2 $3.00: 17.79 + 3.00 - 5.00 = 15.79
    expect(
      sit({
        state: 'CT',
        grossPay: 700,
        stateW4: { filingStatus: 'f', additionalWithholding: 3, reducedWithholding: 5 },
      }),
    ).toBe(15.79);
    // line 3 $20.00 is more than 17.79: 0, not negative
    expect(sit({ state: 'CT', grossPay: 700, stateW4: { filingStatus: 'f', reducedWithholding: 20 } })).toBe(0);
  });

  it('a state whose form has no such line refuses it', () => {
    expect(errorPaths({ state: 'NC', stateW4: { reducedWithholding: 5 } })).toEqual(['stateW4.reducedWithholding']);
  });
});
