import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '../core/state-codes';
import { calculatePayroll } from './payroll';
import { FILING_STATUSES, PAY_FREQUENCIES, type PayBreakdown } from '../core/types';

const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);

const inputArb = fc.record({
  taxYear: fc.constant(2026),
  state: fc.constantFrom(...STATE_CODES),
  payFrequency: fc.constantFrom(...PAY_FREQUENCIES),
  grossPay: cents(20000),
  ytdWages: cents(400000),
  withholdFederalIncomeTax: fc.boolean(),
  w4: fc.record({
    filingStatus: fc.constantFrom(...FILING_STATUSES),
    step2Checkbox: fc.boolean(),
    step3: cents(6000),
    step4a: cents(20000),
    step4b: cents(20000),
    step4c: cents(50),
  }),
  payDate: fc.constantFrom('2026-01-15', '2026-06-30', '2026-12-31'),
});

function amounts(b: PayBreakdown): number[] {
  const e = b.employee;
  const r = b.employer;
  return [
    e.socialSecurity,
    e.medicare,
    e.additionalMedicare,
    e.federalIncomeTax,
    e.stateIncomeTax,
    ...e.otherTaxes.map((l) => l.amount),
    r.socialSecurity,
    r.medicare,
    r.futa,
    r.sui,
    ...r.otherTaxes.map((l) => l.amount),
  ];
}

function employeeTaxCents(b: PayBreakdown): number {
  const e = b.employee;
  return [
    e.socialSecurity,
    e.medicare,
    e.additionalMedicare,
    e.federalIncomeTax,
    e.stateIncomeTax,
    ...e.otherTaxes.map((l) => l.amount),
  ]
    .map((a) => Math.round(a * 100))
    .reduce((s, a) => s + a, 0);
}

function calc(input: Record<string, unknown>) {
  const outcome = calculatePayroll(input);
  return outcome.ok ? outcome.value : undefined;
}

// Hundreds of generated inputs each: slow on a loaded machine, and a timing is not what these check.
describe('properties over every state, frequency and W-4', { timeout: 120_000 }, () => {
  it('no tax is negative or NaN, and every amount is in whole cents', () => {
    let computed = 0;
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = calc(input);
        if (r === undefined) return; // only extra withholding above pay is refused, checked elsewhere
        computed += 1;
        for (const b of [r.perPeriod, r.annual]) {
          for (const a of amounts(b)) {
            expect(Number.isFinite(a)).toBe(true);
            expect(a).toBeGreaterThanOrEqual(0);
            expect(Math.abs(a * 100 - Math.round(a * 100))).toBeLessThan(1e-6);
          }
        }
      }),
      { numRuns: 400 },
    );
    // the property must have been exercised, not skipped by refusals
    expect(computed).toBeGreaterThan(300);
  });

  it('gross = net + employee taxes, to the cent, per period and per year', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = calc(input);
        if (r === undefined) return;
        for (const b of [r.perPeriod, r.annual]) {
          expect(Math.round(b.employee.netPay * 100) + employeeTaxCents(b)).toBe(Math.round(b.grossPay * 100));
          expect(Math.round(b.employer.totalCost * 100)).toBe(
            Math.round(b.grossPay * 100) + Math.round(b.employer.totalTaxes * 100),
          );
        }
      }),
      { numRuns: 400 },
    );
  });

  it('caps hold: Social Security, FUTA and Additional Medicare never exceed what the bases allow', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const r = calc(input);
        if (r === undefined) return;
        const p = r.perPeriod;
        const ssRoom = Math.max(0, Math.min(input.grossPay, 184500 - input.ytdWages));
        expect(p.employee.socialSecurity).toBeLessThanOrEqual(Math.round(ssRoom * 0.062 * 100 + 1) / 100);
        const futaRoom = Math.max(0, Math.min(input.grossPay, 7000 - input.ytdWages));
        expect(p.employer.futa).toBeLessThanOrEqual(Math.round(futaRoom * 0.006 * 100 + 1) / 100);
        const addlRoom = Math.max(0, input.ytdWages + input.grossPay - Math.max(200000, input.ytdWages));
        expect(p.employee.additionalMedicare).toBeLessThanOrEqual(Math.round(addlRoom * 0.009 * 100 + 1) / 100);
        expect(r.annual.employee.socialSecurity).toBeLessThanOrEqual(11439);
        expect(r.annual.employer.futa).toBeLessThanOrEqual(42);
      }),
      { numRuns: 400 },
    );
  });

  it('no tax decreases as pay rises, and net pay rises with pay once household thresholds are met', () => {
    fc.assert(
      fc.property(inputArb, cents(2000), (input, raise) => {
        const fixed = { ...input, annualCashWages: 400000, ytdWages: Math.min(input.ytdWages, 400000 - 40000) };
        const low = calc(fixed);
        const high = calc({ ...fixed, grossPay: Math.round((input.grossPay + raise) * 100) / 100 });
        if (low === undefined || high === undefined) return;
        const a = amounts(low.perPeriod);
        const b = amounts(high.perPeriod);
        expect(b.length).toBe(a.length);
        a.forEach((value, i) => expect(b[i]).toBeGreaterThanOrEqual(value));
        // Publications make withholding jump: whole-dollar rounding (Utah, North Carolina: a dollar for a
        // cent) and California's low-income exemption (up to $28.03 a month, married with two or more
        // allowances, the moment wages pass it). So net pay may dip by that much for a raise smaller
        // than the jump, never for a larger raise.
        expect(high.perPeriod.employee.netPay).toBeGreaterThanOrEqual(
          low.perPeriod.employee.netPay - (raise < 30 ? 30 : 0),
        );
      }),
      { numRuns: 400 },
    );
  });
});
