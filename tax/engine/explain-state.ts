/** "Show the math" for the state's lines: income tax withholding, unemployment, state programs and local taxes. */
import type { CompiledProgram } from '../data/compiled';
import { wagesUnderCap } from '../core/money';
import { programAmount } from '../state/programs';
import { suiRate } from '../state/unemployment';
import { selectIncomeTax } from '../state/select';
import { localTaxOfLine } from '../local/local-taxes';
import { percent } from './format';
import { prepareStateTax } from './state-withholding';
import { stateElection } from './state-election';
import {
  amount,
  capSteps,
  money,
  pointerOf,
  YEAR_STEP_START,
  yearSteps,
  type Context,
  type Draft,
} from './explain-context';
import type { MathFigure } from './explain-types';

const HOUSEHOLD_RULE_WORDS = {
  required: 'required',
  voluntary: 'only when the employee asks and you agree',
  notPermitted: 'not allowed',
} as const;

/** A withheld line's figures, as its row shows them. */
const withheldSteps = (period: number, year: number): string[] => [
  `Withheld this pay period: ${amount(period)}`,
  `${YEAR_STEP_START}: ${amount(year)}`,
];

export function stateIncomeTax(ctx: Context): Draft {
  const { state, payDate, input, result } = ctx;
  const rules = selectIncomeTax(state, payDate);
  const index = rules === undefined ? -1 : state.incomeTax.indexOf(rules);
  const prepared = prepareStateTax(state, payDate, input.payDate !== undefined, input.stateW4);
  const figures: MathFigure[] = [];
  const steps: string[] = [];
  const election = prepared.ok ? stateElection(state, input, prepared.value.kind !== 'none') : undefined;
  if (rules !== undefined && rules.method !== 'none' && state.householdWithholding !== undefined) {
    figures.push({
      label: 'Withholding from household employees',
      value: HOUSEHOLD_RULE_WORDS[state.householdWithholding.rule],
      pointer: pointerOf(state, 'householdWithholding'),
    });
  }
  if (election !== undefined && !election.withhold && rules !== undefined && rules.method !== 'none') {
    steps.push('Not withheld.');
    return { line: 'employee.stateIncomeTax', figures, steps };
  }
  if (rules !== undefined) {
    const pointer = pointerOf(state, `incomeTax/${index}`);
    if (rules.method === 'none') figures.push({ label: 'Income tax on wages', value: 'none', pointer });
    else if (rules.method === 'unknown')
      figures.push({ label: 'Withholding method', value: 'not in our data: the amount you enter', pointer });
    else {
      figures.push({
        label: 'Withholding method',
        value: `${state.name} formula in force from ${rules.effectiveFrom}`,
        pointer,
      });
      // The publication, its method and tables are named here rather than in the notes beside the figures.
      if (rules.note !== undefined) figures.push({ label: 'How the state works it out', value: rules.note, pointer });
      if (rules.approximation !== undefined)
        figures.push({ label: 'Where this is an estimate', value: rules.approximation, pointer });
      if (prepared.ok && prepared.value.kind === 'formula') {
        const cert = prepared.value.cert;
        const status = rules.certificate.statuses.get(cert.scheduleName)?.label ?? cert.scheduleName;
        steps.push(`${rules.certificate.form}: ${status}${cert.exempt ? ', exempt' : ''}`);
      }
    }
  }
  steps.push(...withheldSteps(result.perPeriod.employee.stateIncomeTax, result.annual.employee.stateIncomeTax));
  return { line: 'employee.stateIncomeTax', figures, steps };
}

export function unemployment(ctx: Context): Draft {
  const { state, input } = ctx;
  const rate = suiRate(state, input.suiRate);
  const figures: MathFigure[] = [];
  if (input.suiRate === undefined)
    figures.push({
      label: 'New-employer rate',
      value: rate === null ? 'unknown' : percent(rate),
      pointer: pointerOf(state, 'unemployment/newEmployerRate'),
    });
  else figures.push({ label: 'Your assigned rate', value: percent(input.suiRate), pointer: '' });
  const wageBase = state.suiWageBase ?? input.suiWageBase;
  figures.push({
    label: 'Wage base for the year',
    value: wageBase === undefined ? 'unknown: all wages' : money(wageBase),
    pointer: pointerOf(state, 'unemployment/wageBase'),
  });
  if (rate === null) return { line: 'employer.sui', figures, steps: ['Not computed: the rate is unknown.'] };
  const covered = wageBase === undefined ? input.grossPay : wagesUnderCap(input.grossPay, input.ytdWages, wageBase);
  const steps = wageBase === undefined ? [] : capSteps('wage base', input.grossPay, input.ytdWages, wageBase);
  const { perPeriod, annual } = ctx.result;
  steps.push(`${percent(rate)} × ${money(covered)} = ${amount(perPeriod.employer.sui)}`);
  if (wageBase !== undefined)
    steps.push(
      ...yearSteps(ctx, {
        levels: [wageBase],
        why: `${state.name} unemployment tax stops once wages reach the ${money(wageBase)} wage base`,
        amountAt: (ytd) => wagesUnderCap(input.grossPay, ytd, wageBase) * rate,
        perPeriod: perPeriod.employer.sui,
        annual: annual.employer.sui,
      }),
    );
  return { line: 'employer.sui', figures, steps };
}

export function program(ctx: Context, compiled: CompiledProgram, index: number): Draft {
  const { state, input, periods } = ctx;
  const at = (field: string) => pointerOf(state, `programs/${index}/${field}`);
  const figures: MathFigure[] = [
    {
      label: `Rate (${compiled.payer === 'employee' ? 'employee' : 'employer'})`,
      value: compiled.rate === null ? 'unknown' : percent(compiled.rate),
      pointer: at('rate'),
    },
  ];
  const caps: Array<[string, number | null | undefined, string, (n: number) => string]> = [
    ['Wage base for the year', compiled.annualWageBase, 'annualWageBase', money],
    ['Wages covered each week, at most', compiled.weeklyWageCap, 'weeklyWageCap', money],
    ['Most a week', compiled.weeklyMaximum, 'weeklyMaximum', money],
    ['Most a year', compiled.annualMaximum, 'annualMaximum', money],
  ];
  for (const [label, value, field, format] of caps) {
    if (value !== undefined)
      figures.push({ label, value: value === null ? 'unknown, not applied' : format(value), pointer: at(field) });
  }
  const weeks = 52 / periods;
  const side = ctx.result.perPeriod[compiled.payer].otherTaxes;
  const yearSide = ctx.result.annual[compiled.payer].otherTaxes;
  const shown = side.find((line) => line.code === compiled.code)?.amount ?? 0;
  const plain = (compiled.rate ?? 0) * input.grossPay;
  const capped =
    Math.abs(plain - programAmount(compiled, { wages: input.grossPay, ytd: input.ytdWages, weeks })) > 0.005;
  const steps = [
    `${percent(compiled.rate ?? 0)} × ${money(input.grossPay)} = ${capped ? money(plain) : amount(shown)}`,
  ];
  if (capped) steps.push(`Capped as above: ${amount(shown)}`);
  const levels: number[] = [];
  if (typeof compiled.annualWageBase === 'number') levels.push(compiled.annualWageBase);
  if (typeof compiled.annualMaximum === 'number' && compiled.rate !== null && compiled.rate > 0)
    levels.push(compiled.annualMaximum / compiled.rate);
  steps.push(
    ...yearSteps(ctx, {
      levels,
      why:
        typeof compiled.annualWageBase === 'number'
          ? `${compiled.label} stops once wages reach the ${money(compiled.annualWageBase)} wage base`
          : `${compiled.label} stops once it comes to ${money(compiled.annualMaximum ?? 0)} for the year`,
      amountAt: (ytd) => programAmount(compiled, { wages: input.grossPay, ytd, weeks }),
      perPeriod: shown,
      annual: yearSide.find((line) => line.code === compiled.code)?.amount ?? 0,
    }),
  );
  return { line: `${compiled.payer}.other.${compiled.code}`, figures, steps };
}

export function localLines(ctx: Context): Draft[] {
  const { state, input, result } = ctx;
  const lines: Draft[] = [];
  const programCodes = new Set(state.programs.map((p) => p.code));
  for (const line of result.perPeriod.employee.otherTaxes) {
    if (programCodes.has(line.code)) continue;
    const annual = result.annual.employee.otherTaxes.find((other) => other.code === line.code)?.amount ?? 0;
    const entered = localTaxOfLine(line.code)?.figures(state, input) ?? [];
    const figures: MathFigure[] = entered.map((figure) => ({
      label: figure.label,
      value: figure.format === 'money' ? money(figure.value) : percent(figure.value),
      pointer: figure.data === undefined ? '' : pointerOf(state, figure.data),
    }));
    if (figures.length === 0) {
      const rules = selectIncomeTax(state, ctx.payDate);
      figures.push({
        label: 'Withheld with the state tax, by its rules',
        value: line.label,
        pointer: pointerOf(state, `incomeTax/${rules === undefined ? 0 : state.incomeTax.indexOf(rules)}`),
      });
    }
    lines.push({
      line: `employee.other.${line.code}`,
      figures,
      steps: withheldSteps(line.amount, annual),
    });
  }
  return lines;
}
