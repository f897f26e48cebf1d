/** "Show the math" for the state's lines: income tax withholding, unemployment, state programs and local taxes. */
import type { CompiledProgram } from '../data/compiled';
import { wagesUnderCap } from '../core/money';
import { programAmount } from '../state/programs';
import { suiRate } from '../state/unemployment';
import { selectIncomeTax } from '../state/select';
import { localTaxOfLine } from '../local/local-taxes';
import { prepareStateTax } from './state-withholding';
import { stateElection } from './state-election';
import { capSteps, pointerOf, yearSteps, type Context, type Draft } from './explain-context';
import type { MathFigure } from './explain-types';
import type { EngineText } from './text';

/** A withheld line's figures, as its row shows them. */
const withheldSteps = (text: EngineText, period: number, year: number): string[] => [
  text.say.math.withheldThisPeriod(text.format.cents(period)),
  text.say.math.yearFigure(text.format.cents(year)),
];

export function stateIncomeTax(ctx: Context): Draft {
  const { state, payDate, input, result, text } = ctx;
  const { say } = text;
  const rules = selectIncomeTax(state, payDate);
  const index = rules === undefined ? -1 : state.incomeTax.indexOf(rules);
  const prepared = prepareStateTax(state, payDate, input.payDate !== undefined, input.stateW4, text);
  const figures: MathFigure[] = [];
  const steps: string[] = [];
  const election = prepared.ok ? stateElection(state, input, prepared.value.kind !== 'none', text) : undefined;
  if (rules !== undefined && rules.method !== 'none' && state.householdWithholding !== undefined) {
    figures.push({
      label: say.math.householdRule,
      value: say.math.householdRuleWords[state.householdWithholding.rule],
      pointer: pointerOf(state, 'householdWithholding'),
    });
  }
  if (election !== undefined && !election.withhold && rules !== undefined && rules.method !== 'none') {
    steps.push(say.math.notWithheld);
    return { line: 'employee.stateIncomeTax', figures, steps };
  }
  if (rules !== undefined) {
    const pointer = pointerOf(state, `incomeTax/${index}`);
    if (rules.method === 'none') figures.push({ label: say.math.incomeTaxOnWages, value: say.math.none, pointer });
    else if (rules.method === 'unknown')
      figures.push({ label: say.math.withholdingMethod, value: say.math.methodNotInData, pointer });
    else {
      figures.push({
        label: say.math.withholdingMethod,
        value: say.math.stateFormula({ state: state.name, from: rules.effectiveFrom }),
        pointer,
      });
      // The publication, its method and tables are named here rather than in the notes beside the figures.
      if (rules.note !== undefined)
        figures.push({ label: say.math.howStateWorksItOut, value: text.data(rules.note), pointer });
      if (rules.approximation !== undefined)
        figures.push({ label: say.math.whereEstimate, value: text.data(rules.approximation), pointer });
      if (prepared.ok && prepared.value.kind === 'formula') {
        const cert = prepared.value.cert;
        const status = rules.certificate.statuses.get(cert.scheduleName)?.label;
        steps.push(
          say.math.certificateStatus({
            form: text.data(rules.certificate.form),
            status: status === undefined ? cert.scheduleName : text.data(status),
            exempt: cert.exempt,
          }),
        );
      }
    }
  }
  steps.push(...withheldSteps(text, result.perPeriod.employee.stateIncomeTax, result.annual.employee.stateIncomeTax));
  return { line: 'employee.stateIncomeTax', figures, steps };
}

export function unemployment(ctx: Context): Draft {
  const { state, input, text } = ctx;
  const { say, format } = text;
  const rate = suiRate(state, input.suiRate);
  const figures: MathFigure[] = [];
  if (input.suiRate === undefined)
    figures.push({
      label: say.math.newEmployerRate,
      value: rate === null ? say.math.unknown : format.percent(rate),
      pointer: pointerOf(state, 'unemployment/newEmployerRate'),
    });
  else figures.push({ label: say.math.assignedRate, value: format.percent(input.suiRate), pointer: '' });
  const wageBase = state.suiWageBase ?? input.suiWageBase;
  figures.push({
    label: say.math.wageBaseForYear,
    value: wageBase === undefined ? say.math.unknownAllWages : format.dollars(wageBase),
    pointer: pointerOf(state, 'unemployment/wageBase'),
  });
  if (rate === null) return { line: 'employer.sui', figures, steps: [say.math.suiNotComputed] };
  const covered = wageBase === undefined ? input.grossPay : wagesUnderCap(input.grossPay, input.ytdWages, wageBase);
  const steps = wageBase === undefined ? [] : capSteps(text, input.grossPay, input.ytdWages, wageBase);
  const { perPeriod, annual } = ctx.result;
  steps.push(
    say.math.product({
      rate: format.percent(rate),
      base: format.dollars(covered),
      result: format.cents(perPeriod.employer.sui),
    }),
  );
  if (wageBase !== undefined)
    steps.push(
      ...yearSteps(ctx, {
        levels: [wageBase],
        why: say.math.suiStops({ state: state.name, base: format.dollars(wageBase) }),
        amountAt: (ytd) => wagesUnderCap(input.grossPay, ytd, wageBase) * rate,
        perPeriod: perPeriod.employer.sui,
        annual: annual.employer.sui,
      }),
    );
  return { line: 'employer.sui', figures, steps };
}

export function program(ctx: Context, compiled: CompiledProgram, index: number): Draft {
  const { state, input, periods, text } = ctx;
  const { say, format } = text;
  const money = format.dollars;
  const at = (field: string) => pointerOf(state, `programs/${index}/${field}`);
  const figures: MathFigure[] = [
    {
      label: say.math.programRate(compiled.payer),
      value: compiled.rate === null ? say.math.unknown : format.percent(compiled.rate),
      pointer: at('rate'),
    },
  ];
  const caps: Array<[string, number | null | undefined, string]> = [
    [say.math.programWageBase, compiled.annualWageBase, 'annualWageBase'],
    [say.math.weeklyWageCap, compiled.weeklyWageCap, 'weeklyWageCap'],
    [say.math.weeklyMaximum, compiled.weeklyMaximum, 'weeklyMaximum'],
    [say.math.annualMaximum, compiled.annualMaximum, 'annualMaximum'],
  ];
  for (const [label, value, field] of caps) {
    if (value !== undefined)
      figures.push({ label, value: value === null ? say.math.capUnknown : money(value), pointer: at(field) });
  }
  const weeks = 52 / periods;
  const side = ctx.result.perPeriod[compiled.payer].otherTaxes;
  const yearSide = ctx.result.annual[compiled.payer].otherTaxes;
  const shown = side.find((line) => line.code === compiled.code)?.amount ?? 0;
  const plain = (compiled.rate ?? 0) * input.grossPay;
  const capped =
    Math.abs(plain - programAmount(compiled, { wages: input.grossPay, ytd: input.ytdWages, weeks })) > 0.005;
  const steps = [
    say.math.product({
      rate: format.percent(compiled.rate ?? 0),
      base: money(input.grossPay),
      result: capped ? money(plain) : format.cents(shown),
    }),
  ];
  if (capped) steps.push(say.math.capped(format.cents(shown)));
  const label = text.data(compiled.label);
  const levels: number[] = [];
  if (typeof compiled.annualWageBase === 'number') levels.push(compiled.annualWageBase);
  if (typeof compiled.annualMaximum === 'number' && compiled.rate !== null && compiled.rate > 0)
    levels.push(compiled.annualMaximum / compiled.rate);
  steps.push(
    ...yearSteps(ctx, {
      levels,
      why:
        typeof compiled.annualWageBase === 'number'
          ? say.math.programStopsAtBase({ label, base: money(compiled.annualWageBase) })
          : say.math.programStopsAtAmount({ label, maximum: money(compiled.annualMaximum ?? 0) }),
      amountAt: (ytd) => programAmount(compiled, { wages: input.grossPay, ytd, weeks }),
      perPeriod: shown,
      annual: yearSide.find((line) => line.code === compiled.code)?.amount ?? 0,
    }),
  );
  return { line: `${compiled.payer}.other.${compiled.code}`, figures, steps };
}

export function localLines(ctx: Context): Draft[] {
  const { state, input, result, text } = ctx;
  const { say, format } = text;
  const lines: Draft[] = [];
  const programCodes = new Set(state.programs.map((p) => p.code));
  for (const line of result.perPeriod.employee.otherTaxes) {
    if (programCodes.has(line.code)) continue;
    const annual = result.annual.employee.otherTaxes.find((other) => other.code === line.code)?.amount ?? 0;
    const entered = localTaxOfLine(line.code)?.figures(state, input) ?? [];
    const figures: MathFigure[] = entered.map((figure) => ({
      label: say.math.localFigure(figure.label),
      value: figure.format === 'money' ? format.dollars(figure.value) : format.percent(figure.value),
      pointer: figure.data === undefined ? '' : pointerOf(state, figure.data),
    }));
    if (figures.length === 0) {
      const rules = selectIncomeTax(state, ctx.payDate);
      figures.push({
        label: say.math.withheldWithState,
        value: line.label,
        pointer: pointerOf(state, `incomeTax/${rules === undefined ? 0 : state.incomeTax.indexOf(rules)}`),
      });
    }
    lines.push({
      line: `employee.other.${line.code}`,
      figures,
      steps: withheldSteps(text, line.amount, annual),
    });
  }
  return lines;
}
