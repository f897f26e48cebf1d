/**
 * One withholding schedule of a state's formula (deductions, brackets, the
 * per-period printed tables) and its allowance values, compiled to plain numbers.
 */
import type { AllowanceValue as AllowanceValueData, Deduction, Schedule } from '../generated/tax-year';
import { PAY_FREQUENCIES, PERIODS_PER_YEAR } from '../core/types';
import { compileBrackets } from './brackets';
import { checkTiers } from '../core/tiers';
import type { AllowanceValue, CompiledDeduction, CompiledSchedule, PeriodTable } from './compiled';

function compileDeduction(d: Deduction | undefined): CompiledDeduction {
  return {
    amount: d?.amount ?? 0,
    percentOfWages: d?.percentOfWages ?? 0,
    minimum: d?.minimum ?? 0,
    maximum: d?.maximum ?? Number.POSITIVE_INFINITY,
    phaseOut:
      d?.phaseOut === undefined
        ? undefined
        : {
            start: d.phaseOut.start,
            rate: d.phaseOut.rate,
            step: d.phaseOut.step,
            partialStep: d.phaseOut.partialStep ?? false,
            floor: d.phaseOut.floor ?? 0,
          },
  };
}

function compileFederalTiers(
  tiers: readonly { from: number; maximum: number }[] | undefined,
  where: string,
  errors: string[],
): { from: number; maximum: number }[] | undefined {
  if (tiers === undefined) return undefined;
  if (tiers[0]?.from !== 0) errors.push(`${where}.federalTaxDeductionByWages: the first row must start from 0`);
  for (let i = 1; i < tiers.length; i += 1) {
    const previous = tiers[i - 1];
    const current = tiers[i];
    if (previous !== undefined && current !== undefined && current.from <= previous.from) {
      errors.push(`${where}.federalTaxDeductionByWages[${i}]: rows must increase`);
    }
  }
  return tiers.map((t) => ({ from: t.from, maximum: t.maximum }));
}

function compilePeriodTables(
  tables: Schedule['periodTables'],
  where: string,
  errors: string[],
): Map<number, PeriodTable> {
  const out = new Map<number, PeriodTable>();
  for (const frequency of PAY_FREQUENCIES) {
    const table = tables?.[frequency];
    if (table === undefined) continue;
    out.set(PERIODS_PER_YEAR[frequency], {
      deduction: table.deduction,
      perAllowance: table.perAllowance,
      brackets: compileBrackets(table.brackets, `${where}.periodTables.${frequency}.brackets`, errors),
      atLeast: table.atLeast ?? false,
      // Without a word, the publications' examples round the rate times the excess to the cent.
      roundProducts: table.roundProducts ?? 'cent',
      noWithholdingAtOrBelow: table.noWithholdingAtOrBelow ?? 0,
      allowanceCredits: table.allowanceCredits ?? [],
      additionalAllowanceDeductions: table.additionalAllowanceDeductions ?? [],
      personalCredit: table.personalCredit ?? 0,
      creditPhaseOut: table.creditPhaseOut === undefined ? undefined : { ...table.creditPhaseOut },
      allowancesIgnoredAbove: table.allowancesIgnoredAbove ?? Number.POSITIVE_INFINITY,
      allowanceDeductions: table.allowanceDeductions ?? [],
      additionalAllowanceCredit: table.additionalAllowanceCredit ?? 0,
      noWithholdingBelowWithAllowances: table.noWithholdingBelowWithAllowances ?? 0,
      periods: PERIODS_PER_YEAR[frequency],
      flatRatesOnWhole: (table.flatRatesOnWhole ?? []).map((r) => ({
        annualizedAtLeast: r.annualizedAtLeast,
        rate: r.rate,
      })),
    });
  }
  return out;
}

export function compileSchedule(schedule: Schedule, where: string, errors: string[]): CompiledSchedule {
  const alt = schedule.byAllowances;
  return {
    standardDeduction: compileDeduction(schedule.standardDeduction),
    byAllowances:
      alt === undefined
        ? undefined
        : {
            minimumAllowances: alt.minimumAllowances,
            standardDeduction: compileDeduction(alt.standardDeduction ?? schedule.standardDeduction),
            noWithholdingAtOrBelow: alt.noWithholdingAtOrBelow ?? schedule.noWithholdingAtOrBelow ?? 0,
            schedule: alt.schedule,
          },
    personalExemption: schedule.personalExemption ?? 0,
    personalCredit: schedule.personalCredit ?? 0,
    personalCreditPhaseOut:
      schedule.personalCreditPhaseOut === undefined
        ? undefined
        : { start: schedule.personalCreditPhaseOut.start, rate: schedule.personalCreditPhaseOut.rate },
    noWithholdingAtOrBelow: schedule.noWithholdingAtOrBelow ?? 0,
    brackets: compileBrackets(schedule.brackets, `${where}.brackets`, errors),
    lowWageAddition: schedule.lowWageAddition === undefined ? undefined : { ...schedule.lowWageAddition },
    federalTaxDeductionByWages: compileFederalTiers(schedule.federalTaxDeductionByWages, where, errors),
    allowancesIgnoredAbove: schedule.allowancesIgnoredAbove ?? Number.POSITIVE_INFINITY,
    additionsByWages: (schedule.additionsByWages ?? []).map((rows, i) =>
      checkTiers(rows, `${where}.additionsByWages[${i}]`, errors),
    ),
    additionsOnTaxable: schedule.additionsOnTaxable ?? false,
    creditRateByWages:
      schedule.creditRateByWages === undefined
        ? undefined
        : checkTiers(schedule.creditRateByWages, `${where}.creditRateByWages`, errors),
    periodTables: compilePeriodTables(schedule.periodTables, where, errors),
  };
}

export function allowance(value: AllowanceValueData | undefined, where: string, errors: string[]): AllowanceValue {
  const rows = value?.deductionByWages;
  return {
    deduction: value?.deduction ?? 0,
    credit: value?.credit ?? 0,
    deductionByWages:
      rows === undefined
        ? undefined
        : checkTiers(
            rows.map((r) => ({ over: r.over, value: r.deduction })),
            `${where}.deductionByWages`,
            errors,
          ),
  };
}
