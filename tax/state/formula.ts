import { taxFromBrackets } from '../data/brackets';
import type { AllowanceValue, CompiledDeduction } from '../data/compiled';
import type { ResolvedCertificate } from './certificate';

function standardDeduction(d: CompiledDeduction, annualWages: number): number {
  let amount = d.amount;
  if (d.percentOfWages > 0) amount = Math.min(d.maximum, Math.max(d.minimum, d.percentOfWages * annualWages));
  if (d.phaseOut !== undefined && annualWages > d.phaseOut.start) {
    amount = Math.max(0, amount - d.phaseOut.rate * (annualWages - d.phaseOut.start));
  }
  return amount;
}

export interface FormulaParts {
  perAllowance: { allowances: AllowanceValue; additionalAllowances: AllowanceValue; dependents: AllowanceValue };
  federalTaxDeductionMaximum: number | undefined;
}

/**
 * The annualized percentage method most states publish: annual wages less
 * the standard deduction, exemptions and allowances, taxed by the brackets,
 * less credits, back to one pay period, plus any extra the employee asked for.
 * Returns the unrounded amount for one period.
 */
export function formulaWithholding(
  parts: FormulaParts,
  cert: ResolvedCertificate,
  wages: number,
  periods: number,
  federalWithheldPerPeriod: number,
): number {
  if (cert.exempt) return 0;
  if (cert.electedRate !== undefined) return wages * cert.electedRate + cert.additionalWithholding;
  const schedule = cert.schedule;
  const alt = schedule.byAllowances !== undefined && cert.allowances >= schedule.byAllowances.minimumAllowances ? schedule.byAllowances : undefined;
  const annualWages = wages * periods;
  if (annualWages <= (alt ?? schedule).noWithholdingAtOrBelow) return cert.additionalWithholding;
  const { allowances, additionalAllowances, dependents } = parts.perAllowance;
  const federalDeduction =
    parts.federalTaxDeductionMaximum === undefined
      ? 0
      : Math.min(parts.federalTaxDeductionMaximum, federalWithheldPerPeriod * periods);
  const deductions =
    standardDeduction((alt ?? schedule).standardDeduction, annualWages) +
    schedule.personalExemption +
    cert.allowances * allowances.deduction +
    cert.additionalAllowances * additionalAllowances.deduction +
    cert.dependents * dependents.deduction +
    federalDeduction;
  const taxable = Math.max(0, annualWages - deductions);
  const phase = schedule.personalCreditPhaseOut;
  const personalCredit =
    phase === undefined || annualWages <= phase.start
      ? schedule.personalCredit
      : Math.max(0, schedule.personalCredit - phase.rate * (annualWages - phase.start));
  const credits =
    personalCredit +
    cert.allowances * allowances.credit +
    cert.additionalAllowances * additionalAllowances.credit +
    cert.dependents * dependents.credit;
  const annualTax = Math.max(0, taxFromBrackets(schedule.brackets, taxable) - credits);
  return annualTax / periods + cert.additionalWithholding;
}
