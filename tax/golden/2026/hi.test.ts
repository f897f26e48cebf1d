import { describe, expect, it } from 'vitest';
import { calculatePayroll } from '../../engine/payroll';
import { run, sit } from '../../engine/test-helpers';

// Hawaii Form HW-4, every choice on it, through Booklet A's annualized method ($1,144 per allowance and the $4,350
// lump-sum allowance every employee gets, then the single or married rate table). The form's lines: 3 marital status
// (single, married, or married but withheld at the higher single rate), 4 allowances, 5 an additional dollar amount,
// and the two statuses with nothing withheld (certified disabled person, nonresident military spouse); Hawaii allows
// no other exempt claim. Without an HW-4 the employer withholds as for a single employee with no allowance.
describe('golden examples: Hawaii HW-4 choices (2026)', () => {
  it('no HW-4: single, no allowance (hand-worked)', () => {
    // weekly $1,000: 52,000 - 4,350 = 47,650; 1,675 + 7.2% x 11,650 = 2,513.80; / 52 = 48.34
    expect(sit({ state: 'HI', grossPay: 1000 })).toBe(48.34);
    expect(sit({ state: 'HI', grossPay: 1000, stateW4: { filingStatus: 'single', allowances: 0 } })).toBe(48.34);
  });

  it('line 3: married takes the married table, married at the higher single rate the single one', () => {
    // weekly $1,000, 2 allowances: 52,000 - 2,288 - 4,350 = 45,362
    // married: 1,104 + 6.4% x 6,962 = 1,549.57; / 52 = 29.80
    expect(sit({ state: 'HI', grossPay: 1000, stateW4: { filingStatus: 'married', allowances: 2 } })).toBe(29.8);
    // single table: 1,675 + 7.2% x 9,362 = 2,349.06; / 52 = 45.17
    const singleRate = { filingStatus: 'marriedSingleRate', allowances: 2 };
    expect(sit({ state: 'HI', grossPay: 1000, stateW4: singleRate })).toBe(45.17);
    expect(sit({ state: 'HI', grossPay: 1000, stateW4: { filingStatus: 'single', allowances: 2 } })).toBe(45.17);
  });

  it("line 4: Booklet A's example, $500 weekly, single, 3 allowances", () => {
    // 26,000 - 3,432 - 4,350 = 18,218; 288 + 5.5% x 3,818 = 497.99; / 52 = 9.58
    expect(sit({ state: 'HI', grossPay: 500, stateW4: { allowances: 3 } })).toBe(9.58);
  });

  it('line 5: the additional dollar amount is added to each paycheck', () => {
    const withExtra = { filingStatus: 'married', allowances: 2, additionalWithholding: 15 };
    expect(sit({ state: 'HI', grossPay: 1000, stateW4: withExtra })).toBe(44.8);
  });

  it('lines 6 and 7: a certified disabled person or a nonresident military spouse has nothing withheld', () => {
    const r = run({ state: 'HI', grossPay: 1000, stateW4: { exempt: true } });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
    // the state's disability insurance is not income tax and is still taken
    expect(r.perPeriod.employee.otherTaxes.find((line) => line.code === 'HI_TDI')?.amount).toBe(5);
  });

  it('a line the HW-4 does not have is refused, naming the form', () => {
    const input = { taxYear: 2026, state: 'HI', payFrequency: 'weekly', grossPay: 1000, stateW4: { dependents: 2 } };
    const outcome = calculatePayroll(input);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) expect(outcome.errors.map((e) => e.path)).toEqual(['stateW4.dependents']);
  });
});
