/**
 * Why the yearly figure beside the headline is not the pay period's times the periods, in a family's words: which
 * taxes stop (or start) part-way through the year, and at which yearly wages. Worked from the engine's own account of
 * the year (YearChange), never from figures written here.
 */
import type { PayrollResult, YearChange } from '@/tax/browser';
import { formatsFor } from '../messages/formats';
import type { CalculatorMessages } from '../messages/types';
import { headlineRowId, type ResultRow } from './result-rows';
import type { CalculatorMode } from './query-state';

const cents = (amount: number) => Math.round(amount * 100);

/** "a, b and c". */
function listed(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')}${and}${items.at(-1) ?? ''}`;
}

interface Wording {
  mode: CalculatorMode;
  payBasis: string;
  /** The state's name, for its unemployment tax. */
  stateName: string;
  rows: readonly ResultRow[];
  messages: CalculatorMessages;
}

/** The lines said together above the rest: the unemployment taxes and Social Security. */
const GROUPED = new Set(['employer.futa', 'employer.sui', 'employer.socialSecurity', 'employee.socialSecurity']);

/** The reasons, one clause each; the two unemployment taxes share one, as a family thinks of them together. */
function reasons(changes: readonly YearChange[], { stateName, rows }: Wording, m: CalculatorMessages): string[] {
  const { money } = formatsFor(m.locale);
  const wholeDollars = (amount: number) => money(amount).replace(/\.00$/, '');
  const say = m.yearNote;
  // Which side pays goes without saying: the sentence is about one side's figure.
  const labelOf = (line: string) => (rows.find((row) => row.line === line)?.label ?? line).replace(say.sideOfLabel, '');
  const stopsAt = (line: string) => {
    const change = changes.find((candidate) => candidate.line === line);
    return change?.kind === 'stopsAtWages' ? change.wages : undefined;
  };
  const out: string[] = [];
  const futa = stopsAt('employer.futa');
  const sui = stopsAt('employer.sui');
  if (futa !== undefined && sui !== undefined)
    out.push(say.bothUnemployment(wholeDollars(futa), wholeDollars(sui), stateName));
  else if (futa !== undefined) out.push(say.futa(wholeDollars(futa)));
  else if (sui !== undefined) out.push(say.sui(stateName, wholeDollars(sui)));
  const socialSecurity = stopsAt('employer.socialSecurity') ?? stopsAt('employee.socialSecurity');
  if (socialSecurity !== undefined) out.push(say.socialSecurity(wholeDollars(socialSecurity)));
  let earlier: number | undefined;
  for (const change of changes) {
    if (change.kind === 'stopsAtWages' && GROUPED.has(change.line)) continue;
    const label = labelOf(change.line);
    if (change.kind === 'stopsAtWages') out.push(say.stopsAtWages(label, wholeDollars(change.wages)));
    else if (change.kind === 'stopsAtAmount') out.push(say.stopsAtAmount(label, money(change.amount)));
    else if (change.kind === 'startsAboveWages') out.push(say.startsAboveWages(label, wholeDollars(change.wages)));
    else if (change.kind === 'earlierWages') earlier = change.wages;
    else out.push(say.wholeYear(label));
  }
  if (earlier !== undefined) out.push(say.earlierWages(money(earlier)));
  return [...new Set(out)];
}

/**
 * The sentence for the headline, or nothing where its yearly figure is the pay period's times the periods. Only the
 * lines inside the headline's figure count: the employer's for the family's cost, the employee's for take-home pay.
 */
export function yearNote(result: PayrollResult, changes: readonly YearChange[], wording: Wording): string | undefined {
  const id = headlineRowId(wording.mode, wording.payBasis);
  const headline = wording.rows.find((row) => row.id === id);
  if (headline === undefined || result.perPeriod.grossPay <= 0) return undefined;
  const periods = Math.round(result.annual.grossPay / result.perPeriod.grossPay);
  const difference = cents(headline.annual) - cents(headline.perPeriod) * periods;
  if (difference === 0) return undefined;
  const side = id === 'employer.totalCost' ? 'employer.' : id === 'employee.netPay' ? 'employee.' : undefined;
  if (side === undefined) return undefined;
  const m = wording.messages;
  const said = reasons(
    changes.filter((change) => change.line.startsWith(side)),
    wording,
    m,
  );
  if (said.length === 0) return undefined;
  const { money } = formatsFor(m.locale);
  const what = side === 'employer.' ? m.yearNote.cost : m.yearNote.takeHome;
  const times = money((cents(headline.perPeriod) * periods) / 100);
  return m.yearNote.sentence(
    what,
    money(headline.annual),
    difference < 0,
    periods,
    times,
    listed(said, m.yearNote.and),
  );
}
