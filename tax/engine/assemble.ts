import type { PayBreakdown, TaxLine } from '../core/types';

/** Unrounded amounts for one run (a pay period, or the year). */
export interface RawAmounts {
  grossPay: number;
  socialSecurityEmployee: number;
  medicareEmployee: number;
  additionalMedicare: number;
  federalIncomeTax: number;
  stateIncomeTax: number;
  employeeOther: TaxLine[];
  socialSecurityEmployer: number;
  medicareEmployer: number;
  futa: number;
  sui: number;
  employerOther: TaxLine[];
}

/** Whole cents, half up; the nudge absorbs binary noise (see roundCents). */
function cents(dollars: number): number {
  return Math.round(dollars * 100 + 1e-6);
}

function linesInCents(lines: readonly TaxLine[]): { lines: TaxLine[]; total: number } {
  let total = 0;
  const out = lines.map((line) => {
    const c = cents(line.amount);
    total += c;
    return { code: line.code, label: line.label, amount: c / 100 };
  });
  return { lines: out, total };
}

/**
 * Each amount is rounded once, here; net pay and totals are then sums of the
 * rounded amounts in whole cents, so gross = net + employee taxes exactly.
 */
export function assemble(raw: RawAmounts): PayBreakdown {
  const gross = cents(raw.grossPay);
  const ss = cents(raw.socialSecurityEmployee);
  const med = cents(raw.medicareEmployee);
  const addl = cents(raw.additionalMedicare);
  const fit = cents(raw.federalIncomeTax);
  const sit = cents(raw.stateIncomeTax);
  const eeOther = linesInCents(raw.employeeOther);
  const ssEr = cents(raw.socialSecurityEmployer);
  const medEr = cents(raw.medicareEmployer);
  const futa = cents(raw.futa);
  const sui = cents(raw.sui);
  const erOther = linesInCents(raw.employerOther);
  const employerTotal = ssEr + medEr + futa + sui + erOther.total;
  return {
    grossPay: gross / 100,
    employee: {
      socialSecurity: ss / 100,
      medicare: med / 100,
      additionalMedicare: addl / 100,
      federalIncomeTax: fit / 100,
      stateIncomeTax: sit / 100,
      otherTaxes: eeOther.lines,
      netPay: (gross - ss - med - addl - fit - sit - eeOther.total) / 100,
    },
    employer: {
      socialSecurity: ssEr / 100,
      medicare: medEr / 100,
      futa: futa / 100,
      sui: sui / 100,
      otherTaxes: erOther.lines,
      totalTaxes: employerTotal / 100,
      totalCost: (gross + employerTotal) / 100,
    },
  };
}
