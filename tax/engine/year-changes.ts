/**
 * Where a year at this pay is not this pay period's figure times the periods, and why: a tax that stops once the
 * year's wages reach its wage base (or once it comes to its yearly most), one that starts past a threshold, or a pay
 * period that counts wages paid earlier in the year. A page says so beside a yearly figure, in its own words.
 */
import type { CompiledState, CompiledYear } from '../data/compiled';
import type { PayBreakdown, PayrollInput, PayrollResult, TaxLine } from '../core/types';

/** A breakdown line's key, as line-notes.ts names it (`employer.futa`, `employee.other.<code>`). */
type MathLineKey = string;

export type YearChange =
  /** The tax stops once the year's wages reach `wages` (its wage base). */
  | { line: MathLineKey; kind: 'stopsAtWages'; wages: number }
  /** The tax stops once it comes to `amount` for the year. */
  | { line: MathLineKey; kind: 'stopsAtAmount'; amount: number }
  /** The tax starts once the year's wages pass `wages`. */
  | { line: MathLineKey; kind: 'startsAboveWages'; wages: number }
  /** This pay period counts `wages` paid earlier this year; the year is worked from 1 January. */
  | { line: MathLineKey; kind: 'earlierWages'; wages: number }
  /** The line's year is worked out on its own (a monthly local tax, a deduction with a yearly limit). */
  | { line: MathLineKey; kind: 'other' };

type Side = 'employee' | 'employer';
const cents = (amount: number) => Math.round(amount * 100);

/** Every line of a breakdown by its key, with its figure in each. */
function linesOf(result: PayrollResult): Array<{ line: MathLineKey; perPeriod: number; annual: number }> {
  const { perPeriod, annual } = result;
  const fixed = (side: Side, field: string, pick: (b: PayBreakdown) => number) => ({
    line: `${side}.${field}`,
    perPeriod: pick(perPeriod),
    annual: pick(annual),
  });
  const others = (side: Side) =>
    perPeriod[side].otherTaxes.map((line: TaxLine) => ({
      line: `${side}.other.${line.code}`,
      perPeriod: line.amount,
      annual: annual[side].otherTaxes.find((candidate) => candidate.code === line.code)?.amount ?? 0,
    }));
  return [
    fixed('employee', 'socialSecurity', (b) => b.employee.socialSecurity),
    fixed('employee', 'medicare', (b) => b.employee.medicare),
    fixed('employee', 'additionalMedicare', (b) => b.employee.additionalMedicare),
    fixed('employee', 'federalIncomeTax', (b) => b.employee.federalIncomeTax),
    fixed('employee', 'stateIncomeTax', (b) => b.employee.stateIncomeTax),
    ...others('employee'),
    fixed('employer', 'socialSecurity', (b) => b.employer.socialSecurity),
    fixed('employer', 'medicare', (b) => b.employer.medicare),
    fixed('employer', 'futa', (b) => b.employer.futa),
    fixed('employer', 'sui', (b) => b.employer.sui),
    ...others('employer'),
  ];
}

/** The yearly wage level at which a line's paychecks change, and whether the tax stops or starts there. */
function levelOf(
  year: CompiledYear,
  state: CompiledState,
  input: PayrollInput,
  line: MathLineKey,
):
  | { kind: 'stopsAtWages' | 'startsAboveWages'; wages: number }
  | { kind: 'stopsAtAmount'; amount: number; wages: number }
  | undefined {
  const f = year.federal;
  if (line.endsWith('.socialSecurity')) return { kind: 'stopsAtWages', wages: f.ssWageBase };
  if (line === 'employee.additionalMedicare') return { kind: 'startsAboveWages', wages: f.additionalMedicareThreshold };
  if (line === 'employer.futa') return { kind: 'stopsAtWages', wages: f.futaWageBase };
  if (line === 'employer.sui') {
    const base = state.suiWageBase ?? input.suiWageBase;
    return base === undefined || base === null ? undefined : { kind: 'stopsAtWages', wages: base };
  }
  const program = state.programs.find((candidate) => line === `${candidate.payer}.other.${candidate.code}`);
  if (program === undefined || program.rate === null || program.rate <= 0) return undefined;
  if (typeof program.annualWageBase === 'number') return { kind: 'stopsAtWages', wages: program.annualWageBase };
  if (typeof program.annualMaximum === 'number')
    return { kind: 'stopsAtAmount', amount: program.annualMaximum, wages: program.annualMaximum / program.rate };
  return undefined;
}

export function yearChangesWithData(
  year: CompiledYear,
  state: CompiledState,
  input: PayrollInput,
  result: PayrollResult,
  periods: number,
): YearChange[] {
  const wages = input.grossPay * periods;
  const changes: YearChange[] = [];
  for (const { line, perPeriod, annual } of linesOf(result)) {
    if (cents(annual) === cents(perPeriod) * periods) continue;
    const level = levelOf(year, state, input, line);
    const reached = level !== undefined && wages > level.wages;
    if (level !== undefined && reached) {
      changes.push(
        level.kind === 'stopsAtAmount' ? { line, kind: level.kind, amount: level.amount } : { line, ...level },
      );
    }
    // This paycheck differs from one in January where the wages before it reach the line's level, or, for a line
    // without one, wherever there are such wages.
    const earlier = input.ytdWages > 0 && (level === undefined || input.ytdWages + input.grossPay > level.wages);
    if (earlier) changes.push({ line, kind: 'earlierWages', wages: input.ytdWages });
    else if (!reached) changes.push({ line, kind: 'other' });
  }
  return changes;
}
