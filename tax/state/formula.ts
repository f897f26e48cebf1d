import { taxFromBrackets } from '../data/brackets';
import type { AllowanceValue, CompiledDeduction } from '../data/compiled';
import type { ResolvedCertificate } from './certificate';
import { tierValue } from './tiers';

function standardDeduction(d: CompiledDeduction, annualWages: number): number {
  let amount = d.amount;
  if (d.percentOfWages > 0) amount = Math.min(d.maximum, Math.max(d.minimum, d.percentOfWages * annualWages));
  const phase = d.phaseOut;
  if (phase !== undefined && annualWages > phase.start) {
    const over = annualWages - phase.start;
    // A stepped table (Alabama) reduces only for each full step above the start.
    const steps = phase.step === undefined ? 0 : over / phase.step;
    // Connecticut counts a started step as a whole one ("or fraction thereof").
    const counted = phase.step === undefined ? over : (phase.partialStep ? Math.ceil(steps) : Math.floor(steps)) * phase.step;
    amount = Math.max(phase.floor, amount - phase.rate * counted);
  }
  return amount;
}

/** Per-allowance deduction, by wage tier where the state's value falls as wages rise (Alabama dependents). */
function allowanceDeduction(value: AllowanceValue, annualWages: number): number {
  return value.deductionByWages === undefined ? value.deduction : tierValue(value.deductionByWages, annualWages);
}

/** The cap on the federal tax subtracted: by wage tier when the schedule has tiers (Oregon's phase-out). */
function federalDeductionCap(
  tiers: readonly { from: number; maximum: number }[] | undefined,
  formulaMaximum: number | undefined,
  annualWages: number,
): number | undefined {
  if (tiers === undefined) return formulaMaximum;
  let cap = 0;
  for (const tier of tiers) {
    if (annualWages < tier.from) break;
    cap = tier.maximum;
  }
  return cap;
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
  // A byAllowances that names a whole schedule was applied when the certificate was resolved.
  const alt =
    schedule.byAllowances !== undefined &&
    schedule.byAllowances.schedule === undefined &&
    cert.allowances >= schedule.byAllowances.minimumAllowances
      ? schedule.byAllowances
      : undefined;
  const annualWages = wages * periods;
  if (annualWages <= (alt ?? schedule).noWithholdingAtOrBelow) return cert.additionalWithholding;
  const { allowances, additionalAllowances, dependents } = parts.perAllowance;
  const federalCap = federalDeductionCap(schedule.federalTaxDeductionByWages, parts.federalTaxDeductionMaximum, annualWages);
  const federalDeduction = federalCap === undefined ? 0 : Math.min(federalCap, federalWithheldPerPeriod * periods);
  // Oregon: above a wage level the allowances on the certificate are worth nothing.
  const claimed = annualWages > schedule.allowancesIgnoredAbove ? 0 : cert.allowances;
  const deductions =
    standardDeduction((alt ?? schedule).standardDeduction, annualWages) +
    schedule.personalExemption +
    claimed * allowanceDeduction(allowances, annualWages) +
    cert.additionalAllowances * allowanceDeduction(additionalAllowances, annualWages) +
    cert.dependents * allowanceDeduction(dependents, annualWages) +
    federalDeduction;
  const taxable = Math.max(0, annualWages - deductions);
  const phase = schedule.personalCreditPhaseOut;
  const personalCredit =
    phase === undefined || annualWages <= phase.start
      ? schedule.personalCredit
      : Math.max(0, schedule.personalCredit - phase.rate * (annualWages - phase.start));
  const credits =
    personalCredit +
    claimed * allowances.credit +
    cert.additionalAllowances * additionalAllowances.credit +
    cert.dependents * dependents.credit;
  const low = schedule.lowWageAddition;
  const addition = low !== undefined && annualWages <= low.atOrBelow ? low.amount : 0;
  // A local tax (Maryland counties) is a flat rate on the same taxable wages, withheld with the state's.
  // Connecticut: nothing is due when the exemption covers the wages; otherwise add the
  // phase-out add-back and recapture, then take off the personal credit as a fraction.
  let stateTax = taxFromBrackets(schedule.brackets, taxable) + addition;
  if (taxable > 0) for (const table of schedule.additionsByWages) stateTax += tierValue(table, annualWages);
  if (schedule.creditRateByWages !== undefined) stateTax *= 1 - tierValue(schedule.creditRateByWages, annualWages);
  const annualTax = Math.max(0, stateTax - credits) + cert.localRate * taxable;
  return annualTax / periods + cert.additionalWithholding;
}
