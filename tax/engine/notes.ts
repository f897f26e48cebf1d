import type { CompiledProgram, CompiledState, CompiledYear } from '../data/compiled';
import { futaRate } from '../federal/futa';
import { programApplies } from '../state/programs';
import { dollars, percent } from './format';
import { statesNamedIn } from './state-names';
import type { HouseholdStatus } from './household';
import type { PayrollInput } from '../core/types';

const futaNoteCache = new WeakMap<CompiledYear, Map<string, string | undefined>>();

/**
 * The data's word on the credit reductions still to come (what a state paid last year, say) concerns the states it
 * names, and every state when it names none: another state's reduction is no part of this state's tax.
 */
function concernsState(year: CompiledYear, note: string, state: PayrollInput['state']): boolean {
  const named = statesNamedIn(note, year);
  return named.length === 0 || named.includes(state);
}

/** The FUTA note depends only on the year and the state, so it is built once per pair. */
function futaNote(year: CompiledYear, state: PayrollInput['state']): string | undefined {
  let byState = futaNoteCache.get(year);
  if (byState === undefined) {
    byState = new Map();
    futaNoteCache.set(year, byState);
  }
  if (byState.has(state)) return byState.get(state);
  const f = year.federal;
  const name = year.states.get(state)?.name ?? state;
  const reduction = f.creditReductions[state];
  const pending = f.creditReductionNote;
  let note: string | undefined;
  if (reduction !== undefined) {
    note = `Federal unemployment tax (FUTA) in ${name} is ${percent(futaRate(f, state))}: the usual ${percent(f.futaNetRate)} plus ${percent(reduction)}, because ${name} still owes the federal unemployment fund.`;
  } else if (!f.creditReductionsKnown) {
    // Whether the list is out is a fact about the data, not the calendar: say what the figure assumes and when the
    // Department publishes, never that it has not.
    note = `This uses the usual federal unemployment tax (FUTA) rate of ${percent(f.futaNetRate)}. Each November the Department of Labor names the states whose employers pay more for the year${pending === undefined || !concernsState(year, pending, state) ? '' : ` (${pending})`}; in a state on its ${year.taxYear} list, the reduced credit adds to this line.`;
  }
  byState.set(state, note);
  return note;
}

/** Why federal income tax is or is not withheld as it is. */
export function federalIncomeTaxNotes(input: PayrollInput): string[] {
  if (!input.withholdFederalIncomeTax) {
    return [
      'Federal income tax is not withheld: household employers withhold it only when the employee asks and the employer agrees (set withholdFederalIncomeTax to true).',
    ];
  }
  if (!input.w4Given)
    return [
      'Without a Form W-4 from your caregiver, federal income tax is withheld as for a single filer with no adjustments, as the IRS prescribes.',
    ];
  return [];
}

export function futaNotes(year: CompiledYear, input: PayrollInput, household: HouseholdStatus): string[] {
  const note = household.futaDue ? futaNote(year, input.state) : undefined;
  return note === undefined ? [] : [note];
}

export function additionalMedicareNotes(year: CompiledYear, input: PayrollInput, household: HouseholdStatus): string[] {
  const f = year.federal;
  if (!household.ficaDue || input.ytdWages + input.grossPay <= f.additionalMedicareThreshold) return [];
  return [
    `Additional Medicare Tax of ${percent(f.additionalMedicareRate)} is withheld on wages above ${dollars(f.additionalMedicareThreshold)} for the year; the employer does not match it.`,
  ];
}

export function federalNotes(year: CompiledYear, input: PayrollInput, household: HouseholdStatus): string[] {
  return [
    ...federalIncomeTaxNotes(input),
    ...futaNotes(year, input, household),
    ...additionalMedicareNotes(year, input, household),
  ];
}

type UnemploymentNoteVariant = 'defaultRate' | 'userRate' | 'defaultRateUserBase' | 'userRateUserBase';
const unemploymentNoteCache = new WeakMap<CompiledState, Partial<Record<UnemploymentNoteVariant, readonly string[]>>>();

/** With or without a user rate, the SUI notes depend only on the state, so each variant is built once. */
export function unemploymentNotes(
  state: CompiledState,
  userRate: number | undefined,
  rate: number | null,
  userWageBase: boolean,
): readonly string[] {
  let cached = unemploymentNoteCache.get(state);
  if (cached === undefined) {
    cached = {};
    unemploymentNoteCache.set(state, cached);
  }
  const key: UnemploymentNoteVariant = `${userRate === undefined ? 'defaultRate' : 'userRate'}${userWageBase ? 'UserBase' : ''}`;
  let notes = cached[key];
  if (notes === undefined) {
    notes = buildUnemploymentNotes(state, userRate, rate, userWageBase);
    cached[key] = notes;
  }
  return notes;
}

function buildUnemploymentNotes(
  state: CompiledState,
  userRate: number | undefined,
  rate: number | null,
  userWageBase: boolean,
): string[] {
  const notes: string[] = [];
  if (rate === null) {
    const range = state.suiNewEmployerRange;
    const why =
      range === undefined
        ? 'the new-employer rate is unknown'
        : `${state.name} assigns each new employer its own rate, from ${percent(range.min)} to ${percent(range.max)}${range.note === undefined ? '' : ` (${range.note})`}`;
    notes.push(
      `${state.name} unemployment tax (SUI) is not computed: ${why}. Enter the rate on your state notice as suiRate (0.027 for 2.7%).`,
    );
  } else if (userRate === undefined) {
    notes.push(
      `${state.name} unemployment tax uses the new-employer rate of ${percent(rate)}; enter your assigned rate as suiRate if you have one.`,
    );
  }
  if (state.suiWageBase === null && rate !== null) {
    notes.push(
      userWageBase
        ? `${state.name}'s unemployment wage base is not in our data; the suiWageBase you gave is used.`
        : `${state.name}'s unemployment wage base is unknown, so unemployment tax is charged on all wages; it may be overstated. Enter the base from your state notice as suiWageBase.`,
    );
  }
  if (state.suiNote !== undefined) notes.push(state.suiNote);
  return notes;
}

const programNoteCache = new WeakMap<CompiledState, Map<string, readonly string[]>>();

/** Program notes depend only on the state and the pay date, so each pair is built once. */
export function programNotes(state: CompiledState, payDate: string): readonly string[] {
  let byDate = programNoteCache.get(state);
  if (byDate === undefined) {
    byDate = new Map();
    programNoteCache.set(state, byDate);
  }
  let notes = byDate.get(payDate);
  if (notes === undefined) {
    notes = buildProgramNotes(state, payDate);
    byDate.set(payDate, notes);
  }
  return notes;
}

/** The notes for one program on a pay date: why it is not computed, its own note, an unknown cap. */
export function notesForProgram(program: CompiledProgram, payDate: string): string[] {
  if (program.effectiveFrom !== undefined && payDate < program.effectiveFrom) return [];
  if (program.effectiveUntil !== undefined && payDate > program.effectiveUntil) return [];
  if (program.rate === null) return [`${program.label} is not computed: its rate is unknown.`];
  if (!programApplies(program, payDate)) return [];
  const notes: string[] = [];
  if (program.note !== undefined) notes.push(`${program.label}: ${program.note}`);
  const unknownCap = [
    program.annualWageBase,
    program.weeklyWageCap,
    program.weeklyMaximum,
    program.annualMaximum,
  ].includes(null);
  if (unknownCap)
    notes.push(`${program.label}: a cap applies but its amount is unknown, so none was applied; it may be overstated.`);
  return notes;
}

function buildProgramNotes(state: CompiledState, payDate: string): string[] {
  const notes: string[] = [];
  for (const program of state.programs) notes.push(...notesForProgram(program, payDate));
  return notes;
}
