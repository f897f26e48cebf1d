/**
 * "Show the math": for each line of a calculation, the figures from the
 * year's data it used (each with the JSON pointer of its source in the data
 * file), the arithmetic applied to this input, and the notes that concern
 * that line. Built from the same functions as the calculation, so what it
 * explains is what was computed.
 */
import type { CompiledYear } from '../data/compiled';
import { wagesOverThreshold, wagesUnderCap } from '../core/money';
import { futaRate } from '../federal/futa';
import { percent } from './format';
import { householdStatus } from './household';
import { lineNotesWithData } from './line-notes';
import { amount, capSteps, money, yearSteps, type Context, type Draft } from './explain-context';
import { grossPayDraft } from './explain-hours';
import { localLines, program, stateIncomeTax, unemployment } from './explain-state';
import type { MathFigure, PayrollMath } from './explain-types';
import { PERIODS_PER_YEAR, type Outcome, type PayrollInput, type W4Pre2020 } from '../core/types';
import { calculateWithData } from './calculate';
import { compiledYearFor } from './payroll';
import { parsePayrollInput } from '../input/parse-input';
import { supportedTaxYearsView } from '../data/registry';

function socialSecurity(ctx: Context, side: 'employee' | 'employer'): Draft {
  const f = ctx.year.federal;
  const rate = side === 'employee' ? f.ssEmployeeRate : f.ssEmployerRate;
  const line = `${side}.socialSecurity`;
  const figures: MathFigure[] = [
    {
      label: `${side === 'employee' ? 'Employee' : 'Employer'} rate`,
      value: percent(rate),
      pointer: `/federal/socialSecurity/${side}Rate`,
    },
    { label: 'Wage base for the year', value: money(f.ssWageBase), pointer: '/federal/socialSecurity/wageBase' },
    {
      label: 'Household-employee threshold',
      value: money(f.ficaAnnualThreshold),
      pointer: '/federal/household/ficaAnnualThreshold',
    },
  ];
  if (!ctx.household.ficaDue)
    return { line, figures, steps: ["Not due: the year's cash wages are under the household-employee threshold."] };
  const covered = wagesUnderCap(ctx.input.grossPay, ctx.input.ytdWages, f.ssWageBase);
  const { perPeriod, annual } = ctx.result;
  return {
    line,
    figures,
    steps: [
      ...capSteps('wage base', ctx.input.grossPay, ctx.input.ytdWages, f.ssWageBase),
      `${percent(rate)} × ${money(covered)} = ${amount(perPeriod[side].socialSecurity)}`,
      ...yearSteps(ctx, {
        levels: [f.ssWageBase],
        why: `Social Security stops once wages reach the ${money(f.ssWageBase)} wage base`,
        amountAt: (ytd) => wagesUnderCap(ctx.input.grossPay, ytd, f.ssWageBase) * rate,
        perPeriod: perPeriod[side].socialSecurity,
        annual: annual[side].socialSecurity,
      }),
    ],
  };
}

function medicare(ctx: Context, side: 'employee' | 'employer'): Draft {
  const f = ctx.year.federal;
  const rate = side === 'employee' ? f.medicareEmployeeRate : f.medicareEmployerRate;
  const line = `${side}.medicare`;
  const figures: MathFigure[] = [
    {
      label: `${side === 'employee' ? 'Employee' : 'Employer'} rate, on all wages`,
      value: percent(rate),
      pointer: `/federal/medicare/${side}Rate`,
    },
    {
      label: 'Household-employee threshold',
      value: money(f.ficaAnnualThreshold),
      pointer: '/federal/household/ficaAnnualThreshold',
    },
  ];
  if (!ctx.household.ficaDue)
    return { line, figures, steps: ["Not due: the year's cash wages are under the household-employee threshold."] };
  return {
    line,
    figures,
    steps: [`${percent(rate)} × ${money(ctx.input.grossPay)} = ${amount(ctx.result.perPeriod[side].medicare)}`],
  };
}

function additionalMedicare(ctx: Context): Draft {
  const f = ctx.year.federal;
  const over = ctx.household.ficaDue
    ? wagesOverThreshold(ctx.input.grossPay, ctx.input.ytdWages, f.additionalMedicareThreshold)
    : 0;
  const { perPeriod, annual } = ctx.result;
  const year = ctx.household.ficaDue
    ? yearSteps(ctx, {
        levels: [f.additionalMedicareThreshold],
        why: `Additional Medicare starts once wages pass ${money(f.additionalMedicareThreshold)}`,
        amountAt: (ytd) =>
          wagesOverThreshold(ctx.input.grossPay, ytd, f.additionalMedicareThreshold) * f.additionalMedicareRate,
        perPeriod: perPeriod.employee.additionalMedicare,
        annual: annual.employee.additionalMedicare,
      })
    : [];
  return {
    line: 'employee.additionalMedicare',
    figures: [
      {
        label: 'Rate, employee only',
        value: percent(f.additionalMedicareRate),
        pointer: '/federal/medicare/additionalRate',
      },
      {
        label: 'On wages for the year above',
        value: money(f.additionalMedicareThreshold),
        pointer: '/federal/medicare/additionalThreshold',
      },
    ],
    steps: [
      ...(over === 0
        ? [
            `${money(ctx.input.ytdWages + ctx.input.grossPay)} paid this year so far, with this pay: not above ${money(f.additionalMedicareThreshold)}, so nothing is withheld.`,
          ]
        : [
            `${money(over)} of this pay is above ${money(f.additionalMedicareThreshold)} for the year.`,
            `${percent(f.additionalMedicareRate)} × ${money(over)} = ${amount(perPeriod.employee.additionalMedicare)}`,
          ]),
      ...year,
    ],
  };
}

/** Worksheet 1A's lines for a Form W-4 from 2019 or earlier. */
function federalIncomeTaxPre2020(ctx: Context, w4: W4Pre2020): Draft {
  const { input, periods } = ctx;
  const f = ctx.year.federal;
  const perAllowance = f.allowanceAmount ?? 0;
  const figures: MathFigure[] = [
    {
      label: 'Method',
      value: 'Publication 15-T, Worksheet 1A (percentage method, Form W-4 from 2019 or earlier)',
      pointer: '/federal/withholding',
    },
    { label: 'Each allowance (line 1k)', value: money(perAllowance), pointer: '/federal/withholding/allowanceAmount' },
  ];
  if (!input.withholdFederalIncomeTax) return { line: 'employee.federalIncomeTax', figures, steps: ['Not withheld.'] };
  const annualWages = input.grossPay * periods;
  const allowances = w4.allowances * perAllowance;
  const adjusted = Math.max(0, annualWages - allowances);
  const married = w4.maritalStatus === 'married';
  const table = married ? f.standard.mfj : f.standard.single;
  let bracket = table[0];
  for (const row of table) if (adjusted > row.over) bracket = row;
  const annualTax = bracket === undefined ? 0 : bracket.base + (adjusted - bracket.over) * bracket.rate;
  const withheld = amount(ctx.result.perPeriod.employee.federalIncomeTax);
  if (bracket !== undefined) {
    figures.push({
      label: `Standard table, ${married ? 'married filing jointly' : 'single or married filing separately'}`,
      value: `${money(bracket.base)} plus ${percent(bracket.rate)} over ${money(bracket.over)}`,
      pointer: '/federal/withholding',
    });
  }
  const steps = [
    `${money(input.grossPay)} × ${periods} pay periods = ${money(annualWages)} a year`,
    ...(w4.allowances > 0 ? [`less ${w4.allowances} allowances × ${money(perAllowance)} = ${money(allowances)}`] : []),
    `Adjusted annual wages: ${money(adjusted)}`,
    `Tax for the year: ${money(bracket?.base ?? 0)} + ${percent(bracket?.rate ?? 0)} × (${money(adjusted)} − ${money(bracket?.over ?? 0)}) = ${money(annualTax)}`,
    ...(w4.additionalWithholding > 0
      ? [
          `÷ ${periods} = ${money(annualTax / periods)} a pay period`,
          `plus line 6 extra withholding ${money(w4.additionalWithholding)}: ${withheld}`,
        ]
      : [`÷ ${periods} = ${withheld} a pay period`]),
  ];
  return { line: 'employee.federalIncomeTax', figures, steps };
}

function federalIncomeTax(ctx: Context): Draft {
  const { input, periods } = ctx;
  if (input.w4Pre2020 !== undefined) return federalIncomeTaxPre2020(ctx, input.w4Pre2020);
  const f = ctx.year.federal;
  const w4 = input.w4;
  const figures: MathFigure[] = [
    {
      label: 'Method',
      value: 'Publication 15-T, Worksheet 1A (percentage method, 2020 or later Form W-4)',
      pointer: '/federal/withholding',
    },
  ];
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
  // The last step ends on the amount withheld, as the breakdown shows it.
  const withheld = amount(ctx.result.perPeriod.employee.federalIncomeTax);
  const last = w4.step4c > 0 ? 'extra' : w4.step3 > 0 ? 'credits' : 'divided';
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
    `÷ ${periods} = ${last === 'divided' ? withheld : money(annualTax / periods)} a pay period`,
    ...(w4.step3 > 0
      ? [`less Step 3 credits ${money(w4.step3)} ÷ ${periods}: ${last === 'credits' ? withheld : money(afterCredits)}`]
      : []),
    ...(w4.step4c > 0 ? [`plus Step 4(c) extra withholding ${money(w4.step4c)}: ${withheld}`] : []),
  ];
  return { line: 'employee.federalIncomeTax', figures, steps };
}

function futa(ctx: Context): Draft {
  const f = ctx.year.federal;
  const rate = futaRate(f, ctx.state.code);
  const figures: MathFigure[] = [
    { label: 'Net rate after the state credit', value: percent(f.futaNetRate), pointer: '/federal/futa/netRate' },
    { label: 'Wage base for the year', value: money(f.futaWageBase), pointer: '/federal/futa/wageBase' },
    {
      label: 'Quarterly household threshold',
      value: money(f.futaQuarterThreshold),
      pointer: '/federal/household/futaQuarterThreshold',
    },
  ];
  const reduction = f.creditReductions[ctx.state.code];
  if (reduction !== undefined)
    figures.push({
      label: `Credit reduction in ${ctx.state.name}`,
      value: percent(reduction),
      pointer: '/federal/futa/creditReductions',
    });
  if (!ctx.household.futaDue)
    return { line: 'employer.futa', figures, steps: ['Not due: cash wages are under the quarterly threshold.'] };
  const covered = wagesUnderCap(ctx.input.grossPay, ctx.input.ytdWages, f.futaWageBase);
  const { perPeriod, annual } = ctx.result;
  return {
    line: 'employer.futa',
    figures,
    steps: [
      ...capSteps('wage base', ctx.input.grossPay, ctx.input.ytdWages, f.futaWageBase),
      `${percent(rate)} × ${money(covered)} = ${amount(perPeriod.employer.futa)}`,
      ...yearSteps(ctx, {
        levels: [f.futaWageBase],
        why: `FUTA stops once wages reach the ${money(f.futaWageBase)} wage base`,
        amountAt: (ytd) => wagesUnderCap(ctx.input.grossPay, ytd, f.futaWageBase) * rate,
        perPeriod: perPeriod.employer.futa,
        annual: annual.employer.futa,
      }),
    ],
  };
}

/** The calculation and, for each of its lines, the figures, steps and notes behind it. */
export function explainWithData(year: CompiledYear, input: PayrollInput): Outcome<PayrollMath> {
  const calculated = calculateWithData(year, input);
  if (!calculated.ok) return calculated;
  const state = year.states.get(input.state);
  if (state === undefined) return { ok: false, errors: [{ path: 'state', message: `no data for ${input.state}` }] };
  const periods = PERIODS_PER_YEAR[input.payFrequency];
  const result = calculated.value;
  const ctx: Context = {
    year,
    state,
    input,
    periods,
    household: householdStatus(year.federal, input, periods),
    payDate: input.payDate ?? `${year.taxYear}-01-01`,
    result,
  };
  const drafts: Draft[] = [
    grossPayDraft(input, periods, result),
    socialSecurity(ctx, 'employee'),
    medicare(ctx, 'employee'),
    additionalMedicare(ctx),
    federalIncomeTax(ctx),
    stateIncomeTax(ctx),
    ...localLines(ctx),
    socialSecurity(ctx, 'employer'),
    medicare(ctx, 'employer'),
    futa(ctx),
    unemployment(ctx),
    ...state.programs.flatMap((compiled, index) =>
      result.perPeriod.employee.otherTaxes.some((line) => line.code === compiled.code) ||
      result.perPeriod.employer.otherTaxes.some((line) => line.code === compiled.code)
        ? [program(ctx, compiled, index)]
        : [],
    ),
  ];
  const notes = new Map(lineNotesWithData(year, state, input, result).map((entry) => [entry.line, entry.notes]));
  return {
    ok: true,
    value: { result, lines: drafts.map((draft) => ({ ...draft, notes: notes.get(draft.line) ?? [] })) },
  };
}

/** The same calculation as calculatePayroll, with the figures, steps and notes behind each line. */
export function explainPayroll(input: unknown): Outcome<PayrollMath> {
  const parsed = parsePayrollInput(input, supportedTaxYearsView());
  if (!parsed.ok) return parsed;
  const year = compiledYearFor(parsed.value);
  return year.ok ? explainWithData(year.value, parsed.value) : year;
}
