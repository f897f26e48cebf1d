import type { FormulaIncomeTax, IncomeTaxRules, Program, State, StateCode, TaxYear } from '../generated/tax-year';
import { PAY_FREQUENCIES, PERIODS_PER_YEAR, STATE_W4_FIELDS, type StateW4Field } from '../core/types';
import { allowance, compileSchedule } from './compile-schedule';
import { checkTiers } from '../core/tiers';
import type {
  CompiledLocality,
  CompiledWorkLocality,
  WorkLocalityBands,
  CompiledIncomeTax,
  CompiledProgram,
  CompiledSchedule,
  CompiledState,
  HouseholdWithholding,
} from './compiled';

function compileFormula(rules: FormulaIncomeTax, where: string, errors: string[]): CompiledIncomeTax {
  const schedules = new Map<string, CompiledSchedule>();
  for (const [name, schedule] of Object.entries(rules.schedules)) {
    if (schedule !== undefined) schedules.set(name, compileSchedule(schedule, `${where}.schedules.${name}`, errors));
  }
  for (const [name, schedule] of schedules) {
    const target = schedule.byAllowances?.schedule;
    if (target !== undefined && !schedules.has(target))
      errors.push(`${where}.schedules.${name}.byAllowances: no schedule "${target}"`);
  }
  const statuses = new Map<string, { label: string; schedule: string }>();
  for (const [code, status] of Object.entries(rules.certificate.statuses)) {
    if (status === undefined) continue;
    if (!schedules.has(status.schedule))
      errors.push(`${where}.certificate.statuses.${code}: no schedule "${status.schedule}"`);
    statuses.set(code, { label: status.label, schedule: status.schedule });
  }
  if (!statuses.has(rules.certificate.defaultStatus)) {
    errors.push(`${where}.certificate.defaultStatus "${rules.certificate.defaultStatus}" is not one of its statuses`);
  }
  const fields = new Map<StateW4Field, string>();
  for (const field of STATE_W4_FIELDS) {
    const label = rules.certificate.fields[field];
    if (label !== undefined) fields.set(field, label);
  }
  const rateTables = new Map<string, string>();
  for (const [letter, schedule] of Object.entries(rules.certificate.rateTables ?? {})) {
    if (schedule === undefined) continue;
    if (!schedules.has(schedule)) errors.push(`${where}.certificate.rateTables.${letter}: no schedule "${schedule}"`);
    rateTables.set(letter, schedule);
  }
  const limits = new Map<StateW4Field, { minimum: number; maximum: number }>();
  for (const [name, limit] of Object.entries(rules.certificate.limits ?? {})) {
    const field = STATE_W4_FIELDS.find((f) => f === name);
    if (field === undefined || limit === undefined) continue;
    if (!fields.has(field)) errors.push(`${where}.certificate.limits.${field}: the form has no such field`);
    limits.set(field, { minimum: limit.minimum ?? 0, maximum: limit.maximum ?? Number.POSITIVE_INFINITY });
  }
  const localities = new Map<string, CompiledLocality>();
  for (const [key, locality] of Object.entries(rules.localities ?? {})) {
    if (locality === undefined) continue;
    const localSchedules = new Map<string, CompiledSchedule>();
    for (const [name, schedule] of Object.entries(locality.schedules ?? {})) {
      if (schedule !== undefined)
        localSchedules.set(name, compileSchedule(schedule, `${where}.localities.${key}.schedules.${name}`, errors));
    }
    const wholeRates = Object.keys(locality.wholeRateByTaxable ?? {});
    for (const name of schedules.keys()) {
      if (localSchedules.size > 0 && !localSchedules.has(name))
        errors.push(`${where}.localities.${key}.schedules: no schedule "${name}"`);
      if (wholeRates.length > 0 && !wholeRates.includes(name))
        errors.push(`${where}.localities.${key}.wholeRateByTaxable: no schedule "${name}"`);
    }
    localities.set(key, {
      code: locality.code,
      label: locality.label,
      rateOfStateTax: locality.rateOfStateTax ?? 0,
      schedules: localSchedules,
      allowanceDeduction: locality.allowanceDeduction ?? 0,
      note: locality.note,
      onStateTaxable: locality.onStateTaxable ?? false,
      additionalField: locality.additionalField,
      wholeRateByTaxable: new Map(
        Object.entries(locality.wholeRateByTaxable ?? {}).flatMap(([name, rows]) =>
          rows === undefined
            ? []
            : [[name, checkTiers(rows, `${where}.localities.${key}.wholeRateByTaxable.${name}`, errors)] as const],
        ),
      ),
    });
  }
  for (const [key, locality] of localities) {
    if (locality.additionalField !== undefined && !fields.has(locality.additionalField)) {
      errors.push(
        `${where}.localities.${key}.additionalField: the certificate has no "${locality.additionalField}" field`,
      );
    }
  }
  const workLocalities = new Map<string, CompiledWorkLocality>();
  for (const [key, work] of Object.entries(rules.workLocalities ?? {})) {
    if (work === undefined) continue;
    const at = `${where}.workLocalities.${key}`;
    if (work.residentsExcluded !== undefined && !localities.has(work.residentsExcluded))
      errors.push(`${at}.residentsExcluded: no locality "${work.residentsExcluded}"`);
    if (work.additionalField !== undefined && !fields.has(work.additionalField))
      errors.push(`${at}.additionalField: the certificate has no "${work.additionalField}" field`);
    const bands = new Map<number, WorkLocalityBands>();
    for (const frequency of PAY_FREQUENCIES) {
      const band = work.periodBands[frequency];
      if (band === undefined) continue;
      const rows = band.exclusions.map((row) => ({ atLeast: row.atLeast, amount: row.amount }));
      if (rows[0]?.atLeast !== band.noTaxBelow)
        errors.push(`${at}.periodBands.${frequency}: the first exclusion must start at noTaxBelow`);
      for (let i = 1; i < rows.length; i += 1) {
        if ((rows[i]?.atLeast ?? 0) <= (rows[i - 1]?.atLeast ?? 0))
          errors.push(`${at}.periodBands.${frequency}.exclusions[${i}]: atLeast must increase`);
      }
      bands.set(PERIODS_PER_YEAR[frequency], { noTaxBelow: band.noTaxBelow, exclusions: rows });
    }
    workLocalities.set(key, {
      code: work.code,
      label: work.label,
      rate: work.rate,
      residentsExcluded: work.residentsExcluded,
      additionalField: work.additionalField,
      note: work.note,
      bands,
    });
  }
  if (workLocalities.size > 0 && !fields.has('workplace'))
    errors.push(`${where}.workLocalities: the certificate needs a workplace field`);
  if (localities.size > 0 && !fields.has('residence'))
    errors.push(`${where}.localities: the certificate needs a residence field`);
  const reducedUse = rules.certificate.reducedWithholdingUse;
  if (fields.has('reducedWithholding') !== (reducedUse !== undefined)) {
    errors.push(`${where}.certificate: a reducedWithholding field and reducedWithholdingUse go together`);
  }
  const elected = rules.certificate.electedRates;
  if (elected !== undefined && !elected.allowed.includes(elected.default)) {
    errors.push(`${where}.certificate.electedRates.default is not an allowed rate`);
  }
  return {
    method: 'formula',
    effectiveFrom: rules.effectiveFrom,
    approximation: rules.approximation,
    note: rules.note,
    certificate: {
      form: rules.certificate.form,
      statuses,
      defaultStatus: rules.certificate.defaultStatus,
      defaultAllowances: rules.certificate.defaultAllowances ?? 0,
      fields,
      electedRates: elected === undefined ? undefined : { allowed: [...elected.allowed], default: elected.default },
      rateTables,
      limits,
      exemptionAmountUse: rules.certificate.exemptionAmountUse ?? 'deduction',
      reducedWithholdingUse: reducedUse,
    },
    schedules,
    perAllowance: {
      allowances: allowance(rules.perAllowance?.allowances, `${where}.perAllowance.allowances`, errors),
      additionalAllowances: allowance(
        rules.perAllowance?.additionalAllowances,
        `${where}.perAllowance.additionalAllowances`,
        errors,
      ),
      dependents: allowance(rules.perAllowance?.dependents, `${where}.perAllowance.dependents`, errors),
    },
    // A federal subtraction without a cap subtracts all of the federal tax withheld.
    federalTaxDeductionMaximum:
      rules.federalTaxDeduction === undefined
        ? undefined
        : (rules.federalTaxDeduction.maximum ?? Number.POSITIVE_INFINITY),
    localTax:
      rules.localTax === undefined
        ? undefined
        : {
            code: rules.localTax.code,
            label: rules.localTax.label,
            defaultRate: rules.localTax.defaultRate,
            defaultLabel: rules.localTax.defaultLabel,
          },
    localities,
    workLocalities,
    ficaDeductionMaximum: rules.ficaDeduction?.annualMaximum,
    dailyPeriods: rules.dailyPeriods,
    rounding: {
      periodDeductions: rules.rounding?.periodDeductions,
      taxableMidpoint:
        rules.rounding?.taxableMidpoint === undefined ? undefined : { ...rules.rounding.taxableMidpoint },
      taxableWages: rules.rounding?.taxableWages,
      annualTax: rules.rounding?.annualTax,
      periodTax: rules.rounding?.periodTax,
    },
  };
}

function compileIncomeTax(rules: IncomeTaxRules, where: string, errors: string[]): CompiledIncomeTax {
  switch (rules.method) {
    case 'none':
      return { method: 'none', effectiveFrom: rules.effectiveFrom, note: rules.note };
    case 'unknown':
      return { method: 'unknown', effectiveFrom: rules.effectiveFrom, note: rules.note };
    case 'formula':
      return compileFormula(rules, where, errors);
  }
}

/** undefined stays "no such cap"; a figure with a null value is a cap of unknown size. */
function cap(figure: { value: number | null } | undefined): number | null | undefined {
  return figure === undefined ? undefined : figure.value;
}

function compileProgram(program: Program): CompiledProgram {
  return {
    code: program.code,
    label: program.label,
    payer: program.payer,
    rate: program.rate.value,
    annualWageBase: cap(program.annualWageBase),
    weeklyWageCap: cap(program.weeklyWageCap),
    weeklyMaximum: cap(program.weeklyMaximum),
    annualMaximum: cap(program.annualMaximum),
    effectiveFrom: program.effectiveFrom,
    effectiveUntil: program.effectiveUntil,
    note: program.note,
  };
}

/** The rule a family sees; the source travels with it only where the page states the rule as the state's decision. */
function compileHouseholdWithholding(
  rule: State['householdWithholding'],
  sources: TaxYear['sources'],
): HouseholdWithholding | undefined {
  if (rule === undefined) return undefined;
  const source = sources[rule.source];
  return {
    rule: rule.value,
    reason: rule.reason,
    link: rule.value === 'voluntary' || source === undefined ? undefined : { title: source.title, url: source.url },
  };
}

export function compileState(
  code: StateCode,
  state: State,
  taxYear: number,
  errors: string[],
  sources: TaxYear['sources'],
): CompiledState {
  const where = `states.${code}`;
  const incomeTax = state.incomeTax.map((rules, i) => compileIncomeTax(rules, `${where}.incomeTax[${i}]`, errors));
  const range = state.unemployment.newEmployerRange;
  if (range !== undefined && range.min > range.max)
    errors.push(`${where}.unemployment.newEmployerRange: min ${range.min} is above max ${range.max}`);
  const first = incomeTax[0];
  if (first !== undefined && first.effectiveFrom > `${taxYear}-01-01`) {
    errors.push(`${where}.incomeTax[0] must take effect on or before ${taxYear}-01-01`);
  }
  for (let i = 1; i < incomeTax.length; i += 1) {
    const previous = incomeTax[i - 1];
    const current = incomeTax[i];
    if (previous !== undefined && current !== undefined && current.effectiveFrom <= previous.effectiveFrom) {
      errors.push(`${where}.incomeTax[${i}] must take effect after the entry before it`);
    }
  }
  const lst = state.localServicesTax;
  const lstMaximum = lst?.annualMaximum.value;
  if (lst !== undefined && (lstMaximum === null || lstMaximum === undefined))
    errors.push(`${where}.localServicesTax.annualMaximum must be known`);
  const opt = state.occupationalPrivilegeTax;
  const optAmount = opt?.monthlyAmount.value;
  const optThreshold = opt?.monthlyWageThreshold.value;
  if (opt !== undefined && (optAmount === null || optThreshold === null))
    errors.push(`${where}.occupationalPrivilegeTax: its amount and threshold must be known`);
  const codes = new Set<string>();
  for (const program of state.programs) {
    if (codes.has(program.code)) errors.push(`${where}.programs: duplicate code ${program.code}`);
    codes.add(program.code);
  }
  return {
    code,
    name: state.name,
    suiWageBase: state.unemployment.wageBase.value,
    suiNewEmployerRate: state.unemployment.newEmployerRate.value,
    suiNewEmployerRange:
      state.unemployment.newEmployerRange === undefined
        ? undefined
        : {
            min: state.unemployment.newEmployerRange.min,
            max: state.unemployment.newEmployerRange.max,
            note: state.unemployment.newEmployerRange.note,
          },
    suiNote: state.unemployment.note,
    suiHouseholdThreshold:
      state.unemployment.householdThreshold === undefined
        ? undefined
        : { value: state.unemployment.householdThreshold.value, period: state.unemployment.householdThreshold.period },
    incomeTax,
    programs: state.programs.map(compileProgram),
    localWageTax:
      state.localWageTax === undefined
        ? undefined
        : {
            label: state.localWageTax.label,
            maximumRate: state.localWageTax.maximumRate,
            note: state.localWageTax.note,
          },
    localServicesTax:
      lst === undefined || lstMaximum === null || lstMaximum === undefined
        ? undefined
        : { label: lst.label, annualMaximum: lstMaximum, note: lst.note },
    occupationalPrivilegeTax:
      opt === undefined ||
      optAmount === null ||
      optAmount === undefined ||
      optThreshold === null ||
      optThreshold === undefined
        ? undefined
        : { label: opt.label, monthlyAmount: optAmount, monthlyWageThreshold: optThreshold, note: opt.note },
    householdWithholding: compileHouseholdWithholding(state.householdWithholding, sources),
  };
}
