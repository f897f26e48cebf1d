/**
 * "Show the math": for each line of a calculation, the figures from the
 * year's data it used (each with the JSON pointer of its source in the data
 * file), the arithmetic applied to this input, and the notes that concern
 * that line. Built from the same functions as the calculation, so what it
 * explains is what was computed.
 */
import type { CompiledProgram, CompiledState, CompiledYear } from '../data/compiled';
import { wagesOverThreshold, wagesUnderCap } from '../core/money';
import { futaRate } from '../federal/futa';
import { programAmount } from '../state/programs';
import { suiRate } from '../state/unemployment';
import { selectIncomeTax } from '../state/select';
import { dollars, percent } from './format';
import { householdStatus, type HouseholdStatus } from './household';
import { lineNotesWithData, type MathLineKey } from './line-notes';
import { prepareStateTax } from './state-withholding';
import { PERIODS_PER_YEAR, type Outcome, type PayrollInput, type PayrollResult } from '../core/types';
import { calculateWithData } from './calculate';
import { compiledYearFor } from './payroll';
import { parsePayrollInput } from '../input/parse-input';
import { supportedTaxYearsView } from '../data/registry';

/** A figure from the year's data, and where in the data file it sits (its source is looked up from there). */
export interface MathFigure {
  label: string;
  value: string;
  pointer: string;
}

export interface LineMath {
  line: MathLineKey;
  figures: MathFigure[];
  /** The arithmetic on this input, one step a line, for this pay period. */
  steps: string[];
  notes: string[];
}

/** A line's math before its notes are placed (line-notes.ts decides which notes concern which line). */
type Draft = Omit<LineMath, 'notes'>;

export interface PayrollMath {
  result: PayrollResult;
  lines: LineMath[];
}

interface Context {
  year: CompiledYear;
  state: CompiledState;
  input: PayrollInput;
  household: HouseholdStatus;
  periods: number;
  payDate: string;
}

const money = dollars;
const pointerOf = (state: CompiledState, rest: string) => `/states/${state.code}/${rest}`;

function capSteps(label: string, wages: number, ytd: number, cap: number): string[] {
  const covered = wagesUnderCap(wages, ytd, cap);
  if (ytd === 0 && covered === wages) return [`All ${money(wages)} of this pay is under the ${money(cap)} ${label}.`];
  return [`${money(ytd)} paid earlier this year, so ${money(covered)} of this ${money(wages)} pay is under the ${money(cap)} ${label}.`];
}

/** Over a year at this pay, a cap changes the figure: the year's column counts wages only up to it. */
function yearStep(rate: number, ctx: Context, cap: number): string[] {
  const annual = ctx.input.grossPay * ctx.periods;
  return annual > cap ? [`For a year at this pay, ${money(annual)} of wages, only the first ${money(cap)} count: ${percent(rate)} × ${money(cap)} = ${money(rate * cap)}`] : [];
}

function socialSecurity(ctx: Context, side: 'employee' | 'employer'): Draft {
  const f = ctx.year.federal;
  const rate = side === 'employee' ? f.ssEmployeeRate : f.ssEmployerRate;
  const line = `${side}.socialSecurity`;
  const figures: MathFigure[] = [
    { label: `${side === 'employee' ? 'Employee' : 'Employer'} rate`, value: percent(rate), pointer: `/federal/socialSecurity/${side}Rate` },
    { label: 'Wage base for the year', value: money(f.ssWageBase), pointer: '/federal/socialSecurity/wageBase' },
    { label: 'Household-employee threshold', value: money(f.ficaAnnualThreshold), pointer: '/federal/household/ficaAnnualThreshold' },
  ];
  if (!ctx.household.ficaDue) return { line, figures, steps: ["Not due: the year's cash wages are under the household-employee threshold."] };
  const covered = wagesUnderCap(ctx.input.grossPay, ctx.input.ytdWages, f.ssWageBase);
  return {
    line,
    figures,
    steps: [...capSteps('wage base', ctx.input.grossPay, ctx.input.ytdWages, f.ssWageBase), `${percent(rate)} × ${money(covered)} = ${money(covered * rate)}`, ...yearStep(rate, ctx, f.ssWageBase)],
  };
}

function medicare(ctx: Context, side: 'employee' | 'employer'): Draft {
  const f = ctx.year.federal;
  const rate = side === 'employee' ? f.medicareEmployeeRate : f.medicareEmployerRate;
  const line = `${side}.medicare`;
  const figures: MathFigure[] = [
    { label: `${side === 'employee' ? 'Employee' : 'Employer'} rate, on all wages`, value: percent(rate), pointer: `/federal/medicare/${side}Rate` },
    { label: 'Household-employee threshold', value: money(f.ficaAnnualThreshold), pointer: '/federal/household/ficaAnnualThreshold' },
  ];
  if (!ctx.household.ficaDue) return { line, figures, steps: ["Not due: the year's cash wages are under the household-employee threshold."] };
  return { line, figures, steps: [`${percent(rate)} × ${money(ctx.input.grossPay)} = ${money(ctx.input.grossPay * rate)}`] };
}

function additionalMedicare(ctx: Context): Draft {
  const f = ctx.year.federal;
  const over = ctx.household.ficaDue ? wagesOverThreshold(ctx.input.grossPay, ctx.input.ytdWages, f.additionalMedicareThreshold) : 0;
  return {
    line: 'employee.additionalMedicare',
    figures: [
      { label: 'Rate, employee only', value: percent(f.additionalMedicareRate), pointer: '/federal/medicare/additionalRate' },
      { label: 'On wages for the year above', value: money(f.additionalMedicareThreshold), pointer: '/federal/medicare/additionalThreshold' },
    ],
    steps:
      over === 0
        ? [`${money(ctx.input.ytdWages + ctx.input.grossPay)} paid this year so far, with this pay: not above ${money(f.additionalMedicareThreshold)}, so nothing is withheld.`]
        : [
            `${money(over)} of this pay is above ${money(f.additionalMedicareThreshold)} for the year.`,
            `${percent(f.additionalMedicareRate)} × ${money(over)} = ${money(over * f.additionalMedicareRate)}`,
          ],
  };
}

function federalIncomeTax(ctx: Context): Draft {
  const { input, periods } = ctx;
  const f = ctx.year.federal;
  const w4 = input.w4;
  const figures: MathFigure[] = [{ label: 'Method', value: 'Publication 15-T, Worksheet 1A (percentage method, 2020 or later Form W-4)', pointer: '/federal/withholding' }];
  if (!input.withholdFederalIncomeTax) return { line: 'employee.federalIncomeTax', figures, steps: ['Not withheld.'] };
  const annualWages = input.grossPay * periods;
  const line1g = w4.step2Checkbox ? 0 : w4.filingStatus === 'mfj' ? f.line1g.mfj : f.line1g.other;
  const adjusted = Math.max(0, annualWages + w4.step4a - w4.step4b - line1g);
  const tables = w4.step2Checkbox ? f.checkbox : f.standard;
  const table = w4.filingStatus === 'mfj' ? tables.mfj : w4.filingStatus === 'hoh' ? tables.hoh : tables.single;
  let bracket = table[0];
  for (const row of table) if (adjusted > row.over) bracket = row;
  const annualTax = bracket === undefined ? 0 : bracket.base + (adjusted - bracket.over) * bracket.rate;
  const afterCredits = Math.max(0, annualTax / periods - w4.step3 / periods);
  if (bracket !== undefined) {
    figures.push({
      label: `${w4.step2Checkbox ? 'Step 2 checkbox' : 'Standard'} table, ${w4.filingStatus === 'mfj' ? 'married filing jointly' : w4.filingStatus === 'hoh' ? 'head of household' : 'single or married filing separately'}`,
      value: `${money(bracket.base)} plus ${percent(bracket.rate)} over ${money(bracket.over)}`,
      pointer: '/federal/withholding',
    });
  }
  const steps = [
    `${money(input.grossPay)} × ${periods} pay periods = ${money(annualWages)} a year`,
    ...(w4.step4a > 0 ? [`plus Step 4(a) other income ${money(w4.step4a)}`] : []),
    ...(w4.step4b > 0 ? [`less Step 4(b) deductions ${money(w4.step4b)}`] : []),
    ...(line1g > 0 ? [`less ${money(line1g)} (Worksheet 1A line 1g)`] : []),
    `Adjusted annual wages: ${money(adjusted)}`,
    `Tax for the year: ${money(bracket?.base ?? 0)} + ${percent(bracket?.rate ?? 0)} × (${money(adjusted)} − ${money(bracket?.over ?? 0)}) = ${money(annualTax)}`,
    `÷ ${periods} = ${money(annualTax / periods)} a pay period`,
    ...(w4.step3 > 0 ? [`less Step 3 credits ${money(w4.step3)} ÷ ${periods}: ${money(afterCredits)}`] : []),
    ...(w4.step4c > 0 ? [`plus Step 4(c) extra withholding ${money(w4.step4c)}: ${money(afterCredits + w4.step4c)}`] : []),
  ];
  return { line: 'employee.federalIncomeTax', figures, steps };
}

function stateIncomeTax(ctx: Context, result: PayrollResult): Draft {
  const { state, payDate, input } = ctx;
  const rules = selectIncomeTax(state, payDate);
  const index = rules === undefined ? -1 : state.incomeTax.indexOf(rules);
  const prepared = prepareStateTax(state, payDate, input.payDate !== undefined, input.stateW4);
  const figures: MathFigure[] = [];
  const steps: string[] = [];
  if (rules !== undefined) {
    const pointer = pointerOf(state, `incomeTax/${index}`);
    if (rules.method === 'none') figures.push({ label: 'Income tax on wages', value: 'none', pointer });
    else if (rules.method === 'unknown') figures.push({ label: 'Withholding method', value: 'not in our data: the amount you enter', pointer });
    else {
      figures.push({ label: 'Withholding method', value: `${state.name} formula in force from ${rules.effectiveFrom}`, pointer });
      if (prepared.ok && prepared.value.kind === 'formula') {
        const cert = prepared.value.cert;
        const status = rules.certificate.statuses.get(cert.scheduleName)?.label ?? cert.scheduleName;
        steps.push(`${rules.certificate.form}: ${status}${cert.exempt ? ', exempt' : ''}`);
      }
    }
  }
  const period = result.perPeriod.employee.stateIncomeTax;
  steps.push(`Withheld this pay period: ${money(period)}; for a year at this pay: ${money(result.annual.employee.stateIncomeTax)}`);
  return { line: 'employee.stateIncomeTax', figures, steps };
}

function futa(ctx: Context): Draft {
  const f = ctx.year.federal;
  const rate = futaRate(f, ctx.state.code);
  const figures: MathFigure[] = [
    { label: 'Net rate after the state credit', value: percent(f.futaNetRate), pointer: '/federal/futa/netRate' },
    { label: 'Wage base for the year', value: money(f.futaWageBase), pointer: '/federal/futa/wageBase' },
    { label: 'Quarterly household threshold', value: money(f.futaQuarterThreshold), pointer: '/federal/household/futaQuarterThreshold' },
  ];
  const reduction = f.creditReductions[ctx.state.code];
  if (reduction !== undefined) figures.push({ label: `Credit reduction in ${ctx.state.name}`, value: percent(reduction), pointer: '/federal/futa/creditReductions' });
  if (!ctx.household.futaDue) return { line: 'employer.futa', figures, steps: ['Not due: cash wages are under the quarterly threshold.'] };
  const covered = wagesUnderCap(ctx.input.grossPay, ctx.input.ytdWages, f.futaWageBase);
  return {
    line: 'employer.futa',
    figures,
    steps: [
      ...capSteps('wage base', ctx.input.grossPay, ctx.input.ytdWages, f.futaWageBase),
      `${percent(rate)} × ${money(covered)} = ${money(covered * rate)}`,
      ...yearStep(rate, ctx, f.futaWageBase),
    ],
  };
}

function unemployment(ctx: Context): Draft {
  const { state, input } = ctx;
  const rate = suiRate(state, input.suiRate);
  const figures: MathFigure[] = [];
  if (input.suiRate === undefined) figures.push({ label: 'New-employer rate', value: rate === null ? 'unknown' : percent(rate), pointer: pointerOf(state, 'unemployment/newEmployerRate') });
  else figures.push({ label: 'Your assigned rate', value: percent(input.suiRate), pointer: '' });
  const wageBase = state.suiWageBase ?? input.suiWageBase;
  figures.push({ label: 'Wage base for the year', value: wageBase === undefined ? 'unknown: all wages' : money(wageBase), pointer: pointerOf(state, 'unemployment/wageBase') });
  if (rate === null) return { line: 'employer.sui', figures, steps: ['Not computed: the rate is unknown.'] };
  const covered = wageBase === undefined ? input.grossPay : wagesUnderCap(input.grossPay, input.ytdWages, wageBase);
  const steps = wageBase === undefined ? [] : capSteps('wage base', input.grossPay, input.ytdWages, wageBase);
  steps.push(`${percent(rate)} × ${money(covered)} = ${money(covered * rate)}`);
  if (wageBase !== undefined) steps.push(...yearStep(rate, ctx, wageBase));
  return { line: 'employer.sui', figures, steps };
}

function program(ctx: Context, compiled: CompiledProgram, index: number): Draft {
  const { state, input, periods } = ctx;
  const at = (field: string) => pointerOf(state, `programs/${index}/${field}`);
  const figures: MathFigure[] = [
    { label: `Rate (${compiled.payer === 'employee' ? 'employee' : 'employer'})`, value: compiled.rate === null ? 'unknown' : percent(compiled.rate), pointer: at('rate') },
  ];
  const caps: Array<[string, number | null | undefined, string, (n: number) => string]> = [
    ['Wage base for the year', compiled.annualWageBase, 'annualWageBase', money],
    ['Wages covered each week, at most', compiled.weeklyWageCap, 'weeklyWageCap', money],
    ['Most a week', compiled.weeklyMaximum, 'weeklyMaximum', money],
    ['Most a year', compiled.annualMaximum, 'annualMaximum', money],
  ];
  for (const [label, value, field, format] of caps) {
    if (value !== undefined) figures.push({ label, value: value === null ? 'unknown, not applied' : format(value), pointer: at(field) });
  }
  const amount = programAmount(compiled, { wages: input.grossPay, ytd: input.ytdWages, weeks: 52 / periods });
  const plain = (compiled.rate ?? 0) * input.grossPay;
  const steps = [`${percent(compiled.rate ?? 0)} × ${money(input.grossPay)} = ${money(plain)}`];
  if (Math.abs(plain - amount) > 0.005) steps.push(`Capped as above: ${money(amount)}`);
  return { line: `${compiled.payer}.other.${compiled.code}`, figures, steps };
}

function localLines(ctx: Context, result: PayrollResult): Draft[] {
  const { state, input } = ctx;
  const lines: Draft[] = [];
  const programCodes = new Set(state.programs.map((p) => p.code));
  for (const line of result.perPeriod.employee.otherTaxes) {
    if (programCodes.has(line.code)) continue;
    const annual = result.annual.employee.otherTaxes.find((other) => other.code === line.code)?.amount ?? 0;
    const figures: MathFigure[] = [];
    if (line.code === 'LOCAL_WAGE_TAX' && input.localTaxRate !== undefined) {
      figures.push({ label: 'Rate you entered', value: percent(input.localTaxRate), pointer: '' });
    } else if (line.code === 'LOCAL_SERVICES_TAX' && state.localServicesTax !== undefined) {
      figures.push({ label: 'Most a year', value: money(state.localServicesTax.annualMaximum), pointer: pointerOf(state, 'localServicesTax/annualMaximum') });
    } else if (line.code === 'OCCUPATIONAL_PRIVILEGE_TAX' && state.occupationalPrivilegeTax !== undefined) {
      const opt = state.occupationalPrivilegeTax;
      figures.push({ label: 'Each month', value: money(opt.monthlyAmount), pointer: pointerOf(state, 'occupationalPrivilegeTax/monthlyAmount') });
      figures.push({ label: "When the month's wages reach", value: money(opt.monthlyWageThreshold), pointer: pointerOf(state, 'occupationalPrivilegeTax/monthlyWageThreshold') });
    } else {
      const rules = selectIncomeTax(state, ctx.payDate);
      figures.push({ label: 'Withheld with the state tax, by its rules', value: line.label, pointer: pointerOf(state, `incomeTax/${rules === undefined ? 0 : state.incomeTax.indexOf(rules)}`) });
    }
    lines.push({ line: `employee.other.${line.code}`, figures, steps: [`Withheld this pay period: ${money(line.amount)}; for a year at this pay: ${money(annual)}`] });
  }
  return lines;
}

function grossPay(ctx: Context): Draft {
  return {
    line: 'grossPay',
    figures: [],
    steps: [`${money(ctx.input.grossPay)} a pay period × ${ctx.periods} pay periods = ${money(ctx.input.grossPay * ctx.periods)} a year`],
  };
}

/** The calculation and, for each of its lines, the figures, steps and notes behind it. */
export function explainWithData(year: CompiledYear, input: PayrollInput): Outcome<PayrollMath> {
  const calculated = calculateWithData(year, input);
  if (!calculated.ok) return calculated;
  const state = year.states.get(input.state);
  if (state === undefined) return { ok: false, errors: [{ path: 'state', message: `no data for ${input.state}` }] };
  const periods = PERIODS_PER_YEAR[input.payFrequency];
  const ctx: Context = { year, state, input, periods, household: householdStatus(year.federal, input, periods), payDate: input.payDate ?? `${year.taxYear}-01-01` };
  const result = calculated.value;
  const drafts: Draft[] = [
    grossPay(ctx),
    socialSecurity(ctx, 'employee'),
    medicare(ctx, 'employee'),
    additionalMedicare(ctx),
    federalIncomeTax(ctx),
    stateIncomeTax(ctx, result),
    ...localLines(ctx, result),
    socialSecurity(ctx, 'employer'),
    medicare(ctx, 'employer'),
    futa(ctx),
    unemployment(ctx),
    ...state.programs.flatMap((compiled, index) =>
      result.perPeriod.employee.otherTaxes.some((line) => line.code === compiled.code) || result.perPeriod.employer.otherTaxes.some((line) => line.code === compiled.code)
        ? [program(ctx, compiled, index)]
        : [],
    ),
  ];
  const notes = new Map(lineNotesWithData(year, state, input, result).map((entry) => [entry.line, entry.notes]));
  return { ok: true, value: { result, lines: drafts.map((draft) => ({ ...draft, notes: notes.get(draft.line) ?? [] })) } };
}

/** The same calculation as calculatePayroll, with the figures, steps and notes behind each line. */
export function explainPayroll(input: unknown): Outcome<PayrollMath> {
  const parsed = parsePayrollInput(input, supportedTaxYearsView());
  if (!parsed.ok) return parsed;
  const year = compiledYearFor(parsed.value);
  return year.ok ? explainWithData(year.value, parsed.value) : year;
}
