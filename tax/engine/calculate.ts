import type { CompiledState, CompiledYear } from '../data/compiled';
import { computeFica, NO_FICA } from '../federal/fica';
import { federalWithholding, federalWithholdingPre2020 } from '../federal/withholding';
import { programAmounts, type WageRun } from '../state/programs';
import { computeSui, suiRate } from '../state/unemployment';
import { assemble, type RawAmounts } from './assemble';
import { householdStatus, type HouseholdStatus } from './household';
import { federalNotes, programNotes, unemploymentNotes } from './notes';
import { prepareStateTax, stateWithholding, type PreparedStateTax, type StateTaxAmounts } from './state-withholding';
import { electionError, stateElection, type StateElection } from './state-election';
import { unprintedPeriodNotes } from './period-notes';
import {
  heldToYearMaximums,
  stretchesOfYear,
  sumOfPaychecks,
  withEmployeeYearLine,
  type YearMaximums,
} from './year-of-paychecks';
import { futaRate } from '../federal/futa';
import { wagesUnderCap } from '../core/money';
import type { FicaWithheld } from '../state/formula';
import { planLocalTaxes } from '../local/local-taxes';
import type { LocalTaxPlan } from '../local/local-tax';
import { payLawNotes } from './pay-law-notes';
import { withHours } from './hourly-result';
import { asWritten, type EngineText } from './text';
import { withDataLabels } from './data-labels';
import {
  PERIODS_PER_YEAR,
  type Outcome,
  type PayBreakdown,
  type PayrollInput,
  type PayrollResult,
  type TaxLine,
} from '../core/types';

interface RunContext {
  year: CompiledYear;
  state: CompiledState;
  input: PayrollInput;
  payDate: string;
  household: HouseholdStatus;
  sui: number | null;
  /** The state's net FUTA rate, looked up once rather than for every stretch of the year. */
  futaRate: number;
}

const NOTHING_WITHHELD: StateTaxAmounts = { state: 0, local: [] };

/** The employee's Social Security and Medicare on this pay and before it this year: Massachusetts subtracts them from the wages it taxes. */
function ficaWithheld(ctx: RunContext, wages: number, ytd: number): FicaWithheld {
  if (!ctx.household.ficaDue) return { period: 0, yearToDate: 0 };
  const now = computeFica(ctx.year.federal, wages, ytd);
  const before = ytd > 0 ? computeFica(ctx.year.federal, ytd, 0) : NO_FICA;
  return {
    period: now.socialSecurityEmployee + now.medicareEmployee,
    yearToDate: before.socialSecurityEmployee + before.medicareEmployee,
  };
}

/** What each capped line comes to at most in a year: its rate on its wage base, or its yearly maximum. */
function yearMaximums(ctx: RunContext): YearMaximums {
  const { federal } = ctx.year;
  const suiBase = ctx.state.suiWageBase ?? ctx.input.suiWageBase;
  const programs: Array<{ code: string; maximum: number }> = [];
  for (const program of ctx.state.programs) {
    if (program.rate === null) continue;
    const byBase = typeof program.annualWageBase === 'number' ? program.annualWageBase * program.rate : Infinity;
    const byMaximum = typeof program.annualMaximum === 'number' ? program.annualMaximum : Infinity;
    const maximum = Math.min(byBase, byMaximum);
    if (Number.isFinite(maximum)) programs.push({ code: program.code, maximum });
  }
  return {
    socialSecurityEmployee: federal.ssWageBase * federal.ssEmployeeRate,
    socialSecurityEmployer: federal.ssWageBase * federal.ssEmployerRate,
    futa: federal.futaWageBase * ctx.futaRate,
    sui: ctx.sui !== null && suiBase !== undefined && suiBase !== null ? suiBase * ctx.sui : undefined,
    programs,
  };
}

/** Year-to-date wage levels at which some line of a paycheck changes: every cap and threshold this calculation uses. */
function yearBreakpoints(ctx: RunContext, prepared: PreparedStateTax, tracksYear: boolean): number[] {
  const { federal } = ctx.year;
  const levels = [federal.ssWageBase, federal.additionalMedicareThreshold, federal.futaWageBase];
  const suiBase = ctx.state.suiWageBase ?? ctx.input.suiWageBase;
  if (suiBase !== undefined && suiBase !== null) levels.push(suiBase);
  for (const program of ctx.state.programs) {
    if (typeof program.annualWageBase === 'number') levels.push(program.annualWageBase);
    if (typeof program.annualMaximum === 'number' && program.rate !== null && program.rate > 0)
      levels.push(program.annualMaximum / program.rate);
  }
  if (tracksYear && prepared.kind === 'formula' && prepared.rules.ficaDeductionMaximum !== undefined) {
    levels.push(prepared.rules.ficaDeductionMaximum / (federal.ssEmployeeRate + federal.medicareEmployeeRate));
  }
  return levels;
}

/** The certificate's notes matter only when the state's tax is withheld; otherwise the note says why it is not. */
export function stateIncomeTaxNotes(prepared: PreparedStateTax, election: StateElection): readonly string[] {
  if (!election.withhold && prepared.kind !== 'none') return election.note === undefined ? [] : [election.note];
  return election.note === undefined ? prepared.notes : [election.note, ...prepared.notes];
}

/**
 * One run of paychecks. In the year's stretches (`inYear`) a local tax with a yearly figure of its
 * own counts nothing: that figure replaces its line once the year is summed.
 */
function runAmounts(
  ctx: RunContext,
  run: WageRun,
  fit: number,
  sit: StateTaxAmounts,
  locals: readonly LocalTaxPlan[],
  inYear: boolean,
): RawAmounts {
  const { year, state, household } = ctx;
  const fica = household.ficaDue ? computeFica(year.federal, run.wages, run.ytd) : NO_FICA;
  const employeeOther: TaxLine[] = [];
  // The state's local lines are read, never changed, downstream: shared, not copied, for each stretch of the year.
  for (const line of sit.local) employeeOther.push(line);
  for (const local of locals) {
    const amount = inYear && local.year !== undefined ? 0 : local.perPeriod(run.wages);
    employeeOther.push({ code: local.code, label: local.label, amount });
  }
  const employerOther: TaxLine[] = [];
  for (const { program, amount } of programAmounts(state, ctx.payDate, run)) {
    const line = { code: program.code, label: program.label, amount };
    if (program.payer === 'employee') employeeOther.push(line);
    else employerOther.push(line);
  }
  return {
    grossPay: run.wages,
    socialSecurityEmployee: fica.socialSecurityEmployee,
    medicareEmployee: fica.medicareEmployee,
    additionalMedicare: fica.additionalMedicare,
    federalIncomeTax: fit,
    stateIncomeTax: sit.state,
    employeeOther,
    socialSecurityEmployer: fica.socialSecurityEmployer,
    medicareEmployer: fica.medicareEmployer,
    futa: household.futaDue ? wagesUnderCap(run.wages, run.ytd, year.federal.futaWageBase) * ctx.futaRate : 0,
    sui: ctx.sui === null ? 0 : computeSui(state, ctx.sui, run.wages, run.ytd, ctx.input.suiWageBase),
    employerOther,
  };
}

/**
 * One pay period at the given year-to-date, and a full year at this pay
 * from the first of January. Income tax withholding is per period by its
 * nature, so the year's figure is the period's times the number of periods.
 */
export function calculateWithData(year: CompiledYear, input: PayrollInput, text: EngineText): Outcome<PayrollResult> {
  const state = year.states.get(input.state);
  if (state === undefined) return { ok: false, errors: [{ path: 'state', message: `no data for ${input.state}` }] };
  const payDate = input.payDate ?? `${year.taxYear}-01-01`;
  const prepared = prepareStateTax(state, payDate, input.payDate !== undefined, input.stateW4, text);
  if (!prepared.ok) return prepared;
  const periods = PERIODS_PER_YEAR[input.payFrequency];
  const locals = planLocalTaxes(state, input, periods);
  if (!locals.ok) return locals;
  const refused = electionError(state, input);
  if (refused !== undefined) return { ok: false, errors: [refused] };
  const household = householdStatus(year.federal, input, periods, text);
  const ctx: RunContext = {
    year,
    state,
    input,
    payDate,
    household,
    sui: suiRate(state, input.suiRate),
    futaRate: futaRate(year.federal, state.code),
  };
  const pre2020 = input.w4Pre2020;
  const allowanceAmount = year.federal.allowanceAmount;
  if (pre2020 !== undefined && allowanceAmount === null) {
    return {
      ok: false,
      errors: [
        {
          path: 'w4.formYear',
          message: `the ${year.taxYear} data has no allowance amount for a Form W-4 from 2019 or earlier (Worksheet 1A line 1k); use the 2020-or-later form's fields`,
        },
      ],
    };
  }
  const fit = !input.withholdFederalIncomeTax
    ? 0
    : pre2020 !== undefined && allowanceAmount !== null
      ? federalWithholdingPre2020(year.federal, allowanceAmount, pre2020, input.grossPay, periods)
      : federalWithholding(year.federal, input.w4, input.grossPay, periods);
  const subtractsFederal =
    prepared.value.kind === 'formula' && prepared.value.rules.federalTaxDeductionMaximum !== undefined;
  if (input.federalTaxWithheld !== undefined && !subtractsFederal) {
    return {
      ok: false,
      errors: [
        {
          path: 'federalTaxWithheld',
          message: `${state.name} withholding does not subtract federal income tax; federalTaxWithheld is accepted only where it does (Alabama, Oregon)`,
        },
      ],
    };
  }
  // Alabama and Oregon subtract the federal tax withheld: this calculation's own, or the amount withheld elsewhere.
  const federalForState = input.withholdFederalIncomeTax ? fit : (input.federalTaxWithheld ?? 0);
  const election = stateElection(state, input, prepared.value.kind !== 'none', text);
  const sit = election.withhold
    ? stateWithholding(
        prepared.value,
        input.grossPay,
        periods,
        federalForState,
        ficaWithheld(ctx, input.grossPay, input.ytdWages),
      )
    : NOTHING_WITHHELD;
  const weeks = 52 / periods;
  const perPeriod = assemble(
    runAmounts(ctx, { wages: input.grossPay, ytd: input.ytdWages, weeks }, fit, sit, locals.value, false),
  );
  const tracksYear = prepared.value.kind === 'formula' && prepared.value.rules.ficaDeductionMaximum !== undefined;
  // A year from the first of January: each stretch of equal paychecks is worked once (year-of-paychecks.ts).
  const stretches = stretchesOfYear(input.grossPay, periods, yearBreakpoints(ctx, prepared.value, tracksYear));
  const paychecks: Array<{ count: number; raw: RawAmounts }> = [];
  for (const { start, count } of stretches) {
    const ytd = input.grossPay * start;
    // Massachusetts subtracts FICA until the year's subtractions reach its maximum, so its tax depends on the FICA so far.
    const sitThen =
      election.withhold && tracksYear
        ? stateWithholding(
            prepared.value,
            input.grossPay,
            periods,
            federalForState,
            ficaWithheld(ctx, input.grossPay, ytd),
          )
        : sit;
    paychecks.push({
      count,
      raw: runAmounts(ctx, { wages: input.grossPay, ytd, weeks }, fit, sitThen, locals.value, true),
    });
  }
  const paid = heldToYearMaximums(sumOfPaychecks(paychecks), yearMaximums(ctx));
  let annual: PayBreakdown = paid;
  for (const local of locals.value) annual = withEmployeeYearLine(annual, local.code, local.year);
  if (perPeriod.employee.netPay < 0) {
    return {
      ok: false,
      errors: [
        {
          path: '',
          message: `taxes and requested extra withholding (${(perPeriod.grossPay - perPeriod.employee.netPay).toFixed(2)}) exceed gross pay (${perPeriod.grossPay.toFixed(2)})`,
        },
      ],
    };
  }
  // A plain loop: Array.prototype.concat over several arrays cost more than the tax arithmetic.
  const notes: string[] = [];
  const hours = input.hours;
  for (const group of [
    hours === undefined ? [] : payLawNotes(hours, state.name, input.payFrequency, text),
    household.notes,
    federalNotes(year, input, household, text),
    stateIncomeTaxNotes(prepared.value, election),
    election.withhold ? unprintedPeriodNotes(prepared.value, state.name, input.payFrequency, periods, text) : [],
    unemploymentNotes(state, input.suiRate, ctx.sui, input.suiWageBase !== undefined, text),
    programNotes(state, payDate, text),
    locals.value.flatMap((local) => (local.note === undefined ? [] : [text.data(local.note)])),
  ]) {
    for (const note of group) notes.push(note);
  }
  // The lines' labels are the data's: said in the reader's language once the figures are done (as written, they are
  // English).
  const result: PayrollResult =
    text.data === asWritten
      ? { perPeriod, annual, notes }
      : { perPeriod: withDataLabels(perPeriod, text.data), annual: withDataLabels(annual, text.data), notes };
  return { ok: true, value: hours === undefined ? result : withHours(result, hours, periods) };
}

export type { PreparedStateTax };
