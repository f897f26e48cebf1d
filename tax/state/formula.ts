import { taxFromBrackets } from '../data/brackets';
import type { AllowanceValue, CompiledLocalTax, CompiledRounding } from '../data/compiled';
import { tierValue } from '../core/tiers';
import type { ResolvedCertificate } from './certificate';
import { standardDeduction } from './deduction';
import { periodTableFor, periodTableTaxFor } from './period-table';
import { roundTo } from './rounding';

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
  rounding: CompiledRounding;
  localTax: CompiledLocalTax | undefined;
  ficaDeductionMaximum: number | undefined;
}

/** Social Security and Medicare withheld: this period's, and the year's before it. */
export interface FicaWithheld {
  period: number;
  yearToDate: number;
}

/** Unrounded amounts for one period: the state's tax and each local tax withheld with it. */
export interface FormulaAmounts {
  state: number;
  /** The county tax on the state's taxable wages (0 without one). */
  county: number;
  /** The state tax before the employee's extra withholding, for a local tax charged as a share of it (Yonkers). */
  stateTaxBeforeExtra: number;
  /** The state's annual taxable wages, for a county that taxes the same amount by its own rates (0 on per-period tables). */
  taxable: number;
}

const NOTHING: FormulaAmounts = { state: 0, county: 0, stateTaxBeforeExtra: 0, taxable: 0 };

/**
 * The withholding for one period, after the certificate's reduced-withholding
 * line: MO W-4 line 3 and MW-4 line 4 name the amount to withhold instead of
 * the computed one; CT-W4 line 3 is taken off the computed amount (with line 2's
 * extra), and the result is never below 0.
 */
export function formulaWithholding(
  parts: FormulaParts,
  cert: ResolvedCertificate,
  wages: number,
  periods: number,
  federalWithheldPerPeriod: number,
  fica: FicaWithheld,
): FormulaAmounts {
  const amounts = computedWithholding(parts, cert, wages, periods, federalWithheldPerPeriod, fica);
  const reduced = cert.reducedWithholding;
  if (reduced === undefined || cert.exempt) return amounts;
  const state = cert.reducedWithholdingUse === 'replacesWithholding' ? reduced : Math.max(0, amounts.state - reduced);
  return { ...amounts, state };
}

/**
 * The annualized percentage method most states publish: annual wages less
 * the standard deduction, exemptions and allowances, taxed by the brackets,
 * less credits, back to one pay period, plus any extra the employee asked for.
 * Returns the unrounded amount for one period.
 */
function computedWithholding(
  parts: FormulaParts,
  cert: ResolvedCertificate,
  wages: number,
  periods: number,
  federalWithheldPerPeriod: number,
  fica: FicaWithheld,
): FormulaAmounts {
  if (cert.exempt) return NOTHING;
  if (cert.electedRate !== undefined) {
    const elected = wages * cert.electedRate;
    return { state: elected + cert.additionalWithholding, county: 0, stateTaxBeforeExtra: elected, taxable: 0 };
  }
  // Allowances that count for nothing above a wage level cannot switch the table either (Oregon, Example 3).
  const unswitched = cert.unswitchedSchedule;
  const schedule =
    unswitched !== undefined && wages * periods > cert.schedule.allowancesIgnoredAbove ? unswitched : cert.schedule;
  // A byAllowances that names a whole schedule was applied when the certificate was resolved.
  const alt =
    schedule.byAllowances !== undefined &&
    schedule.byAllowances.schedule === undefined &&
    cert.allowances >= schedule.byAllowances.minimumAllowances
      ? schedule.byAllowances
      : undefined;
  const table = periodTableFor(schedule.periodTables, periods);
  if (table !== undefined) {
    // Massachusetts subtracts the FICA withheld until the year's subtractions reach $2,000.
    const cap = parts.ficaDeductionMaximum;
    const subtracted = cap === undefined ? 0 : Math.max(0, Math.min(fica.period, cap - fica.yearToDate));
    const tax = roundTo(
      periodTableTaxFor(table, periods, wages, cert.allowances, cert.additionalAllowances, subtracted),
      parts.rounding.periodTax,
    );
    return { state: tax + cert.additionalWithholding, county: 0, stateTaxBeforeExtra: tax, taxable: 0 };
  }
  const annualWages = wages * periods;
  if (annualWages <= (alt ?? schedule).noWithholdingAtOrBelow)
    return { state: cert.additionalWithholding, county: 0, stateTaxBeforeExtra: 0, taxable: 0 };
  const { allowances, additionalAllowances, dependents } = parts.perAllowance;
  const federalCap = federalDeductionCap(
    schedule.federalTaxDeductionByWages,
    parts.federalTaxDeductionMaximum,
    annualWages,
  );
  const federalDeduction = federalCap === undefined ? 0 : Math.min(federalCap, federalWithheldPerPeriod * periods);
  // Oregon: above a wage level the allowances on the certificate are worth nothing.
  const claimed = annualWages > schedule.allowancesIgnoredAbove ? 0 : cert.allowances;
  // Colorado's DR 0004 line 2 amount replaces the table allowance; Mississippi's 89-350 amount adds to
  // the deduction; Iowa's IA W-4 line 7 dollars come off the tax.
  const claimedAmount = cert.exemptionAmount ?? 0;
  const amountIsCredit = cert.exemptionAmountUse === 'credit';
  const replaced = cert.exemptionAmountUse === 'replacesStandardDeduction' && cert.exemptionAmount !== undefined;
  // Publications that print per-period amounts round each one to the cent before multiplying by the count.
  const each =
    parts.rounding.periodDeductions === 'centEach'
      ? (annual: number) => roundTo(annual / periods, 'cent') * periods
      : (annual: number) => annual;
  const deductions =
    (replaced ? 0 : each(standardDeduction((alt ?? schedule).standardDeduction, annualWages))) +
    (amountIsCredit ? 0 : claimedAmount) +
    each(schedule.personalExemption) +
    claimed * each(allowanceDeduction(allowances, annualWages)) +
    cert.additionalAllowances * each(allowanceDeduction(additionalAllowances, annualWages)) +
    cert.dependents * each(allowanceDeduction(dependents, annualWages)) +
    federalDeduction;
  // Where the publication works per period, its per-period deduction is a rounded amount.
  const deducted =
    parts.rounding.periodDeductions === 'cent' ? roundTo(deductions / periods, 'cent') * periods : deductions;
  const unroundedTaxable = Math.max(0, annualWages - deducted);
  const dollars = parts.rounding.taxableWages === undefined ? unroundedTaxable : roundTo(unroundedTaxable, 'dollar');
  // Arkansas looks its tables up at the midpoint of each $100 range below $100,001.
  const mid = parts.rounding.taxableMidpoint;
  const taxable =
    mid !== undefined && dollars < mid.below ? Math.floor(dollars / mid.step) * mid.step + mid.step / 2 : dollars;
  const phase = schedule.personalCreditPhaseOut;
  const personalCredit =
    phase === undefined || annualWages <= phase.start
      ? schedule.personalCredit
      : Math.max(0, schedule.personalCredit - phase.rate * (annualWages - phase.start));
  const credits =
    (amountIsCredit ? claimedAmount : 0) +
    personalCredit +
    claimed * allowances.credit +
    cert.additionalAllowances * additionalAllowances.credit +
    cert.dependents * dependents.credit;
  const low = schedule.lowWageAddition;
  const addition = low !== undefined && annualWages <= low.atOrBelow ? low.amount : 0;
  // Connecticut: nothing is due when the exemption covers the wages; otherwise add the
  // phase-out add-back and recapture, then take off the personal credit as a fraction.
  let stateTax = taxFromBrackets(schedule.brackets, taxable) + addition;
  const additionsBy = schedule.additionsOnTaxable ? taxable : annualWages;
  if (taxable > 0) for (const table of schedule.additionsByWages) stateTax += tierValue(table, additionsBy);
  if (schedule.creditRateByWages !== undefined) stateTax *= 1 - tierValue(schedule.creditRateByWages, annualWages);
  const annualTax = roundTo(Math.max(0, stateTax - credits), parts.rounding.annualTax);
  const periodTax = roundTo(annualTax / periods, parts.rounding.periodTax);
  // A county tax (Maryland, Indiana) is a flat rate on the same taxable wages, withheld beside the state's.
  const county =
    parts.localTax === undefined ? 0 : roundTo((cert.localRate * taxable) / periods, parts.rounding.periodTax);
  return { state: periodTax + cert.additionalWithholding, county, stateTaxBeforeExtra: periodTax, taxable };
}
