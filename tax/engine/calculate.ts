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
import { PERIODS_PER_YEAR, type Outcome, type PayrollInput, type PayrollResult, type TaxLine } from '../core/types';

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

/** Fixed-amount local taxes the user entered, already worked out for the run. */
interface FixedLocal {
  lst: number | undefined;
  opt: number | undefined;
}

function runAmounts(ctx: RunContext, run: WageRun, fit: number, sit: StateTaxAmounts, fixed: FixedLocal): RawAmounts {
  const { year, state, household } = ctx;
  const fica = household.ficaDue ? computeFica(year.federal, run.wages, run.ytd) : NO_FICA;
  const employeeOther: TaxLine[] = [];
  // The state's local lines are read, never changed, downstream: shared, not copied, for each stretch of the year.
  for (const line of sit.local) employeeOther.push(line);
  const rate = ctx.input.localTaxRate;
  if (rate !== undefined && state.localWageTax !== undefined) {
    employeeOther.push({ code: 'LOCAL_WAGE_TAX', label: state.localWageTax.label, amount: rate * run.wages });
  }
  if (fixed.lst !== undefined && state.localServicesTax !== undefined) {
    employeeOther.push({ code: 'LOCAL_SERVICES_TAX', label: state.localServicesTax.label, amount: fixed.lst });
  }
  if (fixed.opt !== undefined && state.occupationalPrivilegeTax !== undefined) {
    employeeOther.push({
      code: 'OCCUPATIONAL_PRIVILEGE_TAX',
      label: state.occupationalPrivilegeTax.label,
      amount: fixed.opt,
    });
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
export function calculateWithData(year: CompiledYear, input: PayrollInput): Outcome<PayrollResult> {
  const state = year.states.get(input.state);
  if (state === undefined) return { ok: false, errors: [{ path: 'state', message: `no data for ${input.state}` }] };
  const payDate = input.payDate ?? `${year.taxYear}-01-01`;
  const prepared = prepareStateTax(state, payDate, input.payDate !== undefined, input.stateW4);
  if (!prepared.ok) return prepared;
  if (input.localTaxRate !== undefined) {
    const allowedLocal = state.localWageTax;
    if (allowedLocal === undefined) {
      return {
        ok: false,
        errors: [
          {
            path: 'localTaxRate',
            message: `${state.name} has no flat local wage tax in the data; localTaxRate is accepted only where localities tax wages at a flat rate`,
          },
        ],
      };
    }
    if (input.localTaxRate > allowedLocal.maximumRate) {
      return {
        ok: false,
        errors: [
          {
            path: 'localTaxRate',
            message: `${allowedLocal.label} rates go up to ${allowedLocal.maximumRate}, got ${input.localTaxRate}`,
          },
        ],
      };
    }
  }
  const refused = electionError(state, input);
  if (refused !== undefined) return { ok: false, errors: [refused] };
  const lstInput = input.localServicesTax;
  const lstRules = state.localServicesTax;
  if (lstInput !== undefined) {
    if (lstRules === undefined) {
      return {
        ok: false,
        errors: [
          {
            path: 'localServicesTax',
            message: `${state.name} has no Local Services Tax in the data; it is accepted only in Pennsylvania`,
          },
        ],
      };
    }
    if (lstInput.withheldSoFar > lstRules.annualMaximum) {
      return {
        ok: false,
        errors: [
          {
            path: 'localServicesTax.withheldSoFar',
            message: `${lstRules.label} is at most ${lstRules.annualMaximum} a year, got ${lstInput.withheldSoFar}`,
          },
        ],
      };
    }
  }
  const optInput = input.occupationalPrivilegeTax;
  const optRules = state.occupationalPrivilegeTax;
  if (optInput !== undefined && optRules === undefined) {
    return {
      ok: false,
      errors: [
        {
          path: 'occupationalPrivilegeTax',
          message: `${state.name} has no occupational privilege tax in the data; it is accepted only in Colorado (Denver)`,
        },
      ],
    };
  }
  const periods = PERIODS_PER_YEAR[input.payFrequency];
  // Once a month, in a month whose wages reach the threshold; the year has as many such months as
  // months with a payday like this one (twelve, or four, two or one for longer pay periods).
  const optDue =
    optInput !== undefined && optRules !== undefined && optInput.wagesThisMonth >= optRules.monthlyWageThreshold;
  const optPeriod =
    optRules === undefined || optInput === undefined
      ? undefined
      : optDue && !optInput.withheldThisMonth
        ? optRules.monthlyAmount
        : 0;
  const optYear =
    optRules === undefined || optInput === undefined
      ? undefined
      : optDue
        ? optRules.monthlyAmount * Math.min(12, periods)
        : 0;
  // The cap is per calendar year: this period takes what is left of it, the year the periods' amounts up to it.
  const lstPeriod =
    lstInput === undefined || lstRules === undefined
      ? undefined
      : Math.min(lstInput.perPeriod, lstRules.annualMaximum - lstInput.withheldSoFar);
  const lstYear =
    lstInput === undefined || lstRules === undefined
      ? undefined
      : Math.min(lstInput.perPeriod * periods, lstRules.annualMaximum);
  const lstNote = lstInput === undefined ? undefined : lstRules?.note;
  const optNote = optInput === undefined ? undefined : optRules?.note;
  const household = householdStatus(year.federal, input, periods);
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
  const election = stateElection(state, input, prepared.value.kind !== 'none');
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
    runAmounts(ctx, { wages: input.grossPay, ytd: input.ytdWages, weeks }, fit, sit, {
      lst: lstPeriod,
      opt: optPeriod,
    }),
  );
  const tracksYear = prepared.value.kind === 'formula' && prepared.value.rules.ficaDeductionMaximum !== undefined;
  // A year from the first of January: each stretch of equal paychecks is worked once (year-of-paychecks.ts).
  const stretches = stretchesOfYear(input.grossPay, periods, yearBreakpoints(ctx, prepared.value, tracksYear));
  const paychecks: Array<{ count: number; raw: RawAmounts }> = [];
  const fixedInYear = { lst: lstPeriod === undefined ? undefined : 0, opt: optPeriod === undefined ? undefined : 0 };
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
    paychecks.push({ count, raw: runAmounts(ctx, { wages: input.grossPay, ytd, weeks }, fit, sitThen, fixedInYear) });
  }
  const paid = heldToYearMaximums(sumOfPaychecks(paychecks), yearMaximums(ctx));
  const annual = withEmployeeYearLine(
    withEmployeeYearLine(paid, 'LOCAL_SERVICES_TAX', lstYear),
    'OCCUPATIONAL_PRIVILEGE_TAX',
    optYear,
  );
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
  for (const group of [
    household.notes,
    federalNotes(year, input, household),
    stateIncomeTaxNotes(prepared.value, election),
    election.withhold ? unprintedPeriodNotes(prepared.value, state.name, input.payFrequency, periods) : [],
    unemploymentNotes(state, input.suiRate, ctx.sui, input.suiWageBase !== undefined),
    programNotes(state, payDate),
    lstNote === undefined ? [] : [lstNote],
    optNote === undefined ? [] : [optNote],
  ]) {
    for (const note of group) notes.push(note);
  }
  return { ok: true, value: { perPeriod, annual, notes } };
}

export type { PreparedStateTax };
