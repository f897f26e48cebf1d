import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATE_CODES } from '../core/state-codes';
import { calculatePayroll } from './payroll';
import {
  FILING_STATUSES,
  PAY_FREQUENCIES,
  PERIODS_PER_YEAR,
  type PayBreakdown,
  type PayrollResult,
} from '../core/types';

const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);

/** Every line of a breakdown by name, local and program lines by code. */
function lines(b: PayBreakdown): Map<string, number> {
  const out = new Map<string, number>([
    ['employee.socialSecurity', b.employee.socialSecurity],
    ['employee.medicare', b.employee.medicare],
    ['employee.additionalMedicare', b.employee.additionalMedicare],
    ['employee.federalIncomeTax', b.employee.federalIncomeTax],
    ['employee.stateIncomeTax', b.employee.stateIncomeTax],
    ['employer.futa', b.employer.futa],
    ['employer.sui', b.employer.sui],
  ]);
  for (const l of b.employee.otherTaxes) out.set(`employee.${l.code}`, l.amount);
  for (const l of b.employer.otherTaxes) out.set(`employer.${l.code}`, l.amount);
  return out;
}

function calc(input: Record<string, unknown>): PayrollResult | undefined {
  const outcome = calculatePayroll(input);
  return outcome.ok ? outcome.value : undefined;
}

const yearArb = fc.record({
  state: fc.constantFrom(...STATE_CODES),
  payFrequency: fc.constantFrom(...PAY_FREQUENCIES),
  annualPay: cents(300000),
  withholdFederalIncomeTax: fc.boolean(),
  filingStatus: fc.constantFrom(...FILING_STATUSES),
});

describe('a year of payments, in every pay period', () => {
  it('sums to the annual figure, line by line, within the cents each payment rounds', () => {
    let years = 0;
    fc.assert(
      fc.property(yearArb, ({ state, payFrequency, annualPay, withholdFederalIncomeTax, filingStatus }) => {
        const periods = PERIODS_PER_YEAR[payFrequency];
        const grossPay = Math.round((annualPay / periods) * 100) / 100;
        const base = {
          taxYear: 2026,
          state,
          payFrequency,
          grossPay,
          withholdFederalIncomeTax,
          withholdStateIncomeTax: true,
          w4: { filingStatus },
        };
        const first = calc(base);
        if (first === undefined) return;
        years += 1;
        const sums = new Map<string, number>();
        for (let k = 0; k < periods; k += 1) {
          const r = calc({ ...base, ytdWages: Math.round(grossPay * k * 100) / 100 });
          expect(r).toBeDefined();
          if (r === undefined) return;
          // no tax negative, and the pay never goes below nothing
          expect(r.perPeriod.employee.netPay).toBeLessThanOrEqual(r.perPeriod.grossPay);
          expect(r.perPeriod.employee.netPay).toBeGreaterThanOrEqual(0);
          for (const [name, amount] of lines(r.perPeriod)) {
            expect(amount).toBeGreaterThanOrEqual(0);
            sums.set(name, (sums.get(name) ?? 0) + amount);
          }
        }
        // Each payment is rounded to the cent once; the year is computed unrounded: at most half a cent apart a payment.
        const tolerance = 0.005 * periods + 0.01;
        for (const [name, annual] of lines(first.annual))
          expect(Math.abs((sums.get(name) ?? 0) - annual), `${state} ${payFrequency} ${name}`).toBeLessThanOrEqual(
            tolerance,
          );
      }),
      { numRuns: 60 },
    );
    // only extra withholding above the pay is refused, so nearly every year must have been run
    expect(years).toBeGreaterThan(50);
  });
});
