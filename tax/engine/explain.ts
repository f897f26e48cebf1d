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
import { householdStatus } from './household';
import { lineNotesWithData } from './line-notes';
import { capSteps, yearSteps, type Context, type Draft } from './explain-context';
import { grossPayDraft } from './explain-hours';
import { localLines, program, stateIncomeTax, unemployment } from './explain-state';
import type { MathFigure, PayrollMath } from './explain-types';
import { PERIODS_PER_YEAR, type Outcome, type PayrollInput, type W4Pre2020 } from '../core/types';
import { calculateWithData } from './calculate';
import { compiledYearFor } from './payroll';
import { parsePayrollInput } from '../input/parse-input';
import { supportedTaxYearsView } from '../data/registry';
import type { TextOptions } from '../core/text-locale';
import { engineText, type EngineText } from './text';

function socialSecurity(ctx: Context, side: 'employee' | 'employer'): Draft {
  const { say, format } = ctx.text;
  const f = ctx.year.federal;
  const rate = side === 'employee' ? f.ssEmployeeRate : f.ssEmployerRate;
  const line = `${side}.socialSecurity`;
  const figures: MathFigure[] = [
    {
      label: side === 'employee' ? say.math.employeeRate : say.math.employerRate,
      value: format.percent(rate),
      pointer: `/federal/socialSecurity/${side}Rate`,
    },
    {
      label: say.math.wageBaseForYear,
      value: format.dollars(f.ssWageBase),
      pointer: '/federal/socialSecurity/wageBase',
    },
    {
      label: say.math.householdThreshold,
      value: format.dollars(f.ficaAnnualThreshold),
      pointer: '/federal/household/ficaAnnualThreshold',
    },
  ];
  if (!ctx.household.ficaDue) return { line, figures, steps: [say.math.notDueFica] };
  const covered = wagesUnderCap(ctx.input.grossPay, ctx.input.ytdWages, f.ssWageBase);
  const { perPeriod, annual } = ctx.result;
  return {
    line,
    figures,
    steps: [
      ...capSteps(ctx.text, ctx.input.grossPay, ctx.input.ytdWages, f.ssWageBase),
      say.math.product({
        rate: format.percent(rate),
        base: format.dollars(covered),
        result: format.cents(perPeriod[side].socialSecurity),
      }),
      ...yearSteps(ctx, {
        levels: [f.ssWageBase],
        why: say.math.socialSecurityStops(format.dollars(f.ssWageBase)),
        amountAt: (ytd) => wagesUnderCap(ctx.input.grossPay, ytd, f.ssWageBase) * rate,
        perPeriod: perPeriod[side].socialSecurity,
        annual: annual[side].socialSecurity,
      }),
    ],
  };
}

function medicare(ctx: Context, side: 'employee' | 'employer'): Draft {
  const { say, format } = ctx.text;
  const f = ctx.year.federal;
  const rate = side === 'employee' ? f.medicareEmployeeRate : f.medicareEmployerRate;
  const line = `${side}.medicare`;
  const figures: MathFigure[] = [
    {
      label: side === 'employee' ? say.math.employeeRateAllWages : say.math.employerRateAllWages,
      value: format.percent(rate),
      pointer: `/federal/medicare/${side}Rate`,
    },
    {
      label: say.math.householdThreshold,
      value: format.dollars(f.ficaAnnualThreshold),
      pointer: '/federal/household/ficaAnnualThreshold',
    },
  ];
  if (!ctx.household.ficaDue) return { line, figures, steps: [say.math.notDueFica] };
  return {
    line,
    figures,
    steps: [
      say.math.product({
        rate: format.percent(rate),
        base: format.dollars(ctx.input.grossPay),
        result: format.cents(ctx.result.perPeriod[side].medicare),
      }),
    ],
  };
}

function additionalMedicare(ctx: Context): Draft {
  const { say, format } = ctx.text;
  const f = ctx.year.federal;
  const over = ctx.household.ficaDue
    ? wagesOverThreshold(ctx.input.grossPay, ctx.input.ytdWages, f.additionalMedicareThreshold)
    : 0;
  const { perPeriod, annual } = ctx.result;
  const threshold = format.dollars(f.additionalMedicareThreshold);
  const year = ctx.household.ficaDue
    ? yearSteps(ctx, {
        levels: [f.additionalMedicareThreshold],
        why: say.math.additionalMedicareStarts(threshold),
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
        label: say.math.additionalRate,
        value: format.percent(f.additionalMedicareRate),
        pointer: '/federal/medicare/additionalRate',
      },
      {
        label: say.math.additionalAbove,
        value: threshold,
        pointer: '/federal/medicare/additionalThreshold',
      },
    ],
    steps: [
      ...(over === 0
        ? [say.math.notAboveThreshold({ paid: format.dollars(ctx.input.ytdWages + ctx.input.grossPay), threshold })]
        : [
            say.math.aboveThreshold({ over: format.dollars(over), threshold }),
            say.math.product({
              rate: format.percent(f.additionalMedicareRate),
              base: format.dollars(over),
              result: format.cents(perPeriod.employee.additionalMedicare),
            }),
          ]),
      ...year,
    ],
  };
}

/** Worksheet 1A's lines for a Form W-4 from 2019 or earlier. */
function federalIncomeTaxPre2020(ctx: Context, w4: W4Pre2020): Draft {
  const { say, format } = ctx.text;
  const money = format.dollars;
  const { input, periods } = ctx;
  const f = ctx.year.federal;
  const perAllowance = f.allowanceAmount ?? 0;
  const figures: MathFigure[] = [
    { label: say.math.method, value: say.math.methodPre2020, pointer: '/federal/withholding' },
    { label: say.math.eachAllowance, value: money(perAllowance), pointer: '/federal/withholding/allowanceAmount' },
  ];
  if (!input.withholdFederalIncomeTax)
    return { line: 'employee.federalIncomeTax', figures, steps: [say.math.notWithheld] };
  const annualWages = input.grossPay * periods;
  const allowances = w4.allowances * perAllowance;
  const adjusted = Math.max(0, annualWages - allowances);
  const married = w4.maritalStatus === 'married';
  const table = married ? f.standard.mfj : f.standard.single;
  let bracket = table[0];
  for (const row of table) if (adjusted > row.over) bracket = row;
  const annualTax = bracket === undefined ? 0 : bracket.base + (adjusted - bracket.over) * bracket.rate;
  const withheld = format.cents(ctx.result.perPeriod.employee.federalIncomeTax);
  if (bracket !== undefined) {
    figures.push({
      label: say.math.standardTable(married ? say.math.marriedJointly : say.math.singleOrSeparately),
      value: say.math.bracket({
        base: money(bracket.base),
        rate: format.percent(bracket.rate),
        over: money(bracket.over),
      }),
      pointer: '/federal/withholding',
    });
  }
  const steps = [
    say.math.annualized({ pay: money(input.grossPay), periods, annual: money(annualWages) }),
    ...(w4.allowances > 0
      ? [say.math.lessAllowances({ allowances: w4.allowances, each: money(perAllowance), total: money(allowances) })]
      : []),
    say.math.adjustedWages(money(adjusted)),
    say.math.taxForYear({
      base: money(bracket?.base ?? 0),
      rate: format.percent(bracket?.rate ?? 0),
      adjusted: money(adjusted),
      over: money(bracket?.over ?? 0),
      tax: money(annualTax),
    }),
    ...(w4.additionalWithholding > 0
      ? [
          say.math.perPeriod({ periods, amount: money(annualTax / periods) }),
          say.math.extraLine6({ extra: money(w4.additionalWithholding), withheld }),
        ]
      : [say.math.perPeriod({ periods, amount: withheld })]),
  ];
  return { line: 'employee.federalIncomeTax', figures, steps };
}

function federalIncomeTax(ctx: Context): Draft {
  const { input, periods } = ctx;
  if (input.w4Pre2020 !== undefined) return federalIncomeTaxPre2020(ctx, input.w4Pre2020);
  const { say, format } = ctx.text;
  const money = format.dollars;
  const f = ctx.year.federal;
  const w4 = input.w4;
  const figures: MathFigure[] = [
    { label: say.math.method, value: say.math.method2020, pointer: '/federal/withholding' },
  ];
  if (!input.withholdFederalIncomeTax)
    return { line: 'employee.federalIncomeTax', figures, steps: [say.math.notWithheld] };
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
  const withheld = format.cents(ctx.result.perPeriod.employee.federalIncomeTax);
  const last = w4.step4c > 0 ? 'extra' : w4.step3 > 0 ? 'credits' : 'divided';
  if (bracket !== undefined) {
    const status =
      w4.filingStatus === 'mfj'
        ? say.math.marriedJointly
        : w4.filingStatus === 'hoh'
          ? say.math.headOfHousehold
          : say.math.singleOrSeparately;
    figures.push({
      label: w4.step2Checkbox ? say.math.checkboxTable(status) : say.math.standardTable(status),
      value: say.math.bracket({
        base: money(bracket.base),
        rate: format.percent(bracket.rate),
        over: money(bracket.over),
      }),
      pointer: '/federal/withholding',
    });
  }
  const steps = [
    say.math.annualized({ pay: money(input.grossPay), periods, annual: money(annualWages) }),
    ...(w4.step4a > 0 ? [say.math.step4a(money(w4.step4a))] : []),
    ...(w4.step4b > 0 ? [say.math.step4b(money(w4.step4b))] : []),
    ...(line1g > 0 ? [say.math.line1g(money(line1g))] : []),
    say.math.adjustedWages(money(adjusted)),
    say.math.taxForYear({
      base: money(bracket?.base ?? 0),
      rate: format.percent(bracket?.rate ?? 0),
      adjusted: money(adjusted),
      over: money(bracket?.over ?? 0),
      tax: money(annualTax),
    }),
    say.math.perPeriod({ periods, amount: last === 'divided' ? withheld : money(annualTax / periods) }),
    ...(w4.step3 > 0
      ? [
          say.math.step3({
            credits: money(w4.step3),
            periods,
            result: last === 'credits' ? withheld : money(afterCredits),
          }),
        ]
      : []),
    ...(w4.step4c > 0 ? [say.math.step4c({ extra: money(w4.step4c), withheld })] : []),
  ];
  return { line: 'employee.federalIncomeTax', figures, steps };
}

function futa(ctx: Context): Draft {
  const { say, format } = ctx.text;
  const f = ctx.year.federal;
  const rate = futaRate(f, ctx.state.code);
  const figures: MathFigure[] = [
    { label: say.math.futaNetRate, value: format.percent(f.futaNetRate), pointer: '/federal/futa/netRate' },
    { label: say.math.wageBaseForYear, value: format.dollars(f.futaWageBase), pointer: '/federal/futa/wageBase' },
    {
      label: say.math.futaQuarterThreshold,
      value: format.dollars(f.futaQuarterThreshold),
      pointer: '/federal/household/futaQuarterThreshold',
    },
  ];
  const reduction = f.creditReductions[ctx.state.code];
  if (reduction !== undefined)
    figures.push({
      label: say.math.creditReductionIn(ctx.state.name),
      value: format.percent(reduction),
      pointer: '/federal/futa/creditReductions',
    });
  if (!ctx.household.futaDue) return { line: 'employer.futa', figures, steps: [say.math.notDueFuta] };
  const covered = wagesUnderCap(ctx.input.grossPay, ctx.input.ytdWages, f.futaWageBase);
  const { perPeriod, annual } = ctx.result;
  return {
    line: 'employer.futa',
    figures,
    steps: [
      ...capSteps(ctx.text, ctx.input.grossPay, ctx.input.ytdWages, f.futaWageBase),
      say.math.product({
        rate: format.percent(rate),
        base: format.dollars(covered),
        result: format.cents(perPeriod.employer.futa),
      }),
      ...yearSteps(ctx, {
        levels: [f.futaWageBase],
        why: say.math.futaStops(format.dollars(f.futaWageBase)),
        amountAt: (ytd) => wagesUnderCap(ctx.input.grossPay, ytd, f.futaWageBase) * rate,
        perPeriod: perPeriod.employer.futa,
        annual: annual.employer.futa,
      }),
    ],
  };
}

/** The calculation and, for each of its lines, the figures, steps and notes behind it. */
export function explainWithData(year: CompiledYear, input: PayrollInput, text: EngineText): Outcome<PayrollMath> {
  const calculated = calculateWithData(year, input, text);
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
    household: householdStatus(year.federal, input, periods, text),
    payDate: input.payDate ?? `${year.taxYear}-01-01`,
    result,
    text,
  };
  const drafts: Draft[] = [
    grossPayDraft(input, periods, result, text),
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
  const notes = new Map(lineNotesWithData(year, state, input, result, text).map((entry) => [entry.line, entry.notes]));
  return {
    ok: true,
    value: { result, lines: drafts.map((draft) => ({ ...draft, notes: notes.get(draft.line) ?? [] })) },
  };
}

/** The same calculation as calculatePayroll, with the figures, steps and notes behind each line, in `options.locale`. */
export function explainPayroll(input: unknown, options?: TextOptions): Outcome<PayrollMath> {
  const text = engineText(options);
  if (!text.ok) return text;
  const parsed = parsePayrollInput(input, supportedTaxYearsView());
  if (!parsed.ok) return parsed;
  const year = compiledYearFor(parsed.value);
  return year.ok ? explainWithData(year.value, parsed.value, text.value) : year;
}
