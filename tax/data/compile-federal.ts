import type { Federal, StateCode } from '../generated/tax-year';
import { isStateCode } from '../core/state-codes';
import { compileBrackets } from './brackets';
import type { CompiledCareTaxBreaks, CompiledFederal } from './compiled';

interface Figure {
  value: number | null;
}

/** Federal figures are all required: a federal unknown would make every result wrong, so it fails the load. */
function known(figure: Figure, where: string, errors: string[]): number {
  if (figure.value === null) {
    errors.push(`${where} is unknown; federal figures must be known`);
    return 0;
  }
  return figure.value;
}

function compileCareTaxBreaks(breaks: Federal['careTaxBreaks'], errors: string[]): CompiledCareTaxBreaks | undefined {
  if (breaks === undefined) return undefined;
  const where = 'federal.careTaxBreaks';
  let previousFloor = breaks.creditRate.maximum;
  for (const [i, reduction] of breaks.creditRate.reductions.entries()) {
    if (reduction.floor > previousFloor)
      errors.push(`${where}.creditRate.reductions[${i}].floor must not be above the rate before it`);
    previousFloor = reduction.floor;
  }
  return {
    expenseLimit: {
      one: known(breaks.creditExpenseLimit.one, `${where}.creditExpenseLimit.one`, errors),
      twoOrMore: known(breaks.creditExpenseLimit.twoOrMore, `${where}.creditExpenseLimit.twoOrMore`, errors),
    },
    maximumRate: breaks.creditRate.maximum,
    reductions: breaks.creditRate.reductions.map((r) => ({
      over: r.agiOver,
      overJoint: r.agiOverJoint ?? r.agiOver,
      step: r.step,
      stepJoint: r.stepJoint ?? r.step,
      floor: r.floor,
    })),
    fsaLimit: {
      default: known(breaks.fsaExclusionLimit.default, `${where}.fsaExclusionLimit.default`, errors),
      marriedSeparately: known(
        breaks.fsaExclusionLimit.marriedSeparately,
        `${where}.fsaExclusionLimit.marriedSeparately`,
        errors,
      ),
    },
  };
}

export function compileFederal(federal: Federal, errors: string[]): CompiledFederal {
  const w = federal.withholding;
  const creditReductions: Partial<Record<StateCode, number>> = {};
  for (const [code, value] of Object.entries(federal.futa.creditReductions.states)) {
    if (value !== undefined && isStateCode(code)) creditReductions[code] = value;
  }
  return {
    ssEmployeeRate: known(federal.socialSecurity.employeeRate, 'federal.socialSecurity.employeeRate', errors),
    ssEmployerRate: known(federal.socialSecurity.employerRate, 'federal.socialSecurity.employerRate', errors),
    ssWageBase: known(federal.socialSecurity.wageBase, 'federal.socialSecurity.wageBase', errors),
    medicareEmployeeRate: known(federal.medicare.employeeRate, 'federal.medicare.employeeRate', errors),
    medicareEmployerRate: known(federal.medicare.employerRate, 'federal.medicare.employerRate', errors),
    additionalMedicareRate: known(federal.medicare.additionalRate, 'federal.medicare.additionalRate', errors),
    additionalMedicareThreshold: known(
      federal.medicare.additionalThreshold,
      'federal.medicare.additionalThreshold',
      errors,
    ),
    futaNetRate: known(federal.futa.netRate, 'federal.futa.netRate', errors),
    futaWageBase: known(federal.futa.wageBase, 'federal.futa.wageBase', errors),
    creditReductionsKnown: federal.futa.creditReductions.known,
    creditReductionNote: federal.futa.creditReductions.note,
    creditReductions,
    ficaAnnualThreshold: known(federal.household.ficaAnnualThreshold, 'federal.household.ficaAnnualThreshold', errors),
    futaQuarterThreshold: known(
      federal.household.futaQuarterThreshold,
      'federal.household.futaQuarterThreshold',
      errors,
    ),
    line1g: { mfj: w.line1g.mfj, other: w.line1g.other },
    allowanceAmount: w.allowanceAmount?.value ?? null,
    standard: {
      mfj: compileBrackets(w.standard.mfj, 'federal.withholding.standard.mfj', errors),
      single: compileBrackets(w.standard.single, 'federal.withholding.standard.single', errors),
      hoh: compileBrackets(w.standard.hoh, 'federal.withholding.standard.hoh', errors),
    },
    checkbox: {
      mfj: compileBrackets(w.checkbox.mfj, 'federal.withholding.checkbox.mfj', errors),
      single: compileBrackets(w.checkbox.single, 'federal.withholding.checkbox.single', errors),
      hoh: compileBrackets(w.checkbox.hoh, 'federal.withholding.checkbox.hoh', errors),
    },
    careTaxBreaks: compileCareTaxBreaks(federal.careTaxBreaks, errors),
  };
}
