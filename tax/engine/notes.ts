import type { CompiledProgram, CompiledState, CompiledYear } from '../data/compiled';
import { futaRate } from '../federal/futa';
import { programApplies } from '../state/programs';
import { statesNamedIn } from './state-names';
import type { EngineText } from './text';
import type { HouseholdStatus } from './household';
import type { PayrollInput } from '../core/types';

/** Notes are cached per language (and data texts): each cache is keyed by the words first. */
function cacheOf<K extends object, V>(caches: WeakMap<EngineText, WeakMap<K, V>>, text: EngineText): WeakMap<K, V> {
  let cache = caches.get(text);
  if (cache === undefined) {
    cache = new WeakMap();
    caches.set(text, cache);
  }
  return cache;
}

const futaNoteCaches = new WeakMap<EngineText, WeakMap<CompiledYear, Map<string, string | undefined>>>();

/**
 * The data's word on the credit reductions still to come (what a state paid last year, say) concerns the states it
 * names, and every state when it names none: another state's reduction is no part of this state's tax.
 */
function concernsState(note: string, state: PayrollInput['state']): boolean {
  const named = statesNamedIn(note);
  return named.length === 0 || named.includes(state);
}

/** The FUTA note depends only on the year and the state, so it is built once per pair. */
function futaNote(year: CompiledYear, state: PayrollInput['state'], text: EngineText): string | undefined {
  const futaNoteCache = cacheOf(futaNoteCaches, text);
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
  const { say, format } = text;
  let note: string | undefined;
  if (reduction !== undefined) {
    note = say.federal.futaCreditReduction({
      state: name,
      rate: format.percent(futaRate(f, state)),
      usual: format.percent(f.futaNetRate),
      reduction: format.percent(reduction),
    });
  } else if (!f.creditReductionsKnown) {
    // Whether the list is out is a fact about the data, not the calendar: say what the figure assumes and when the
    // Department publishes, never that it has not.
    note = say.federal.futaUsualRate({
      usual: format.percent(f.futaNetRate),
      pending: pending === undefined || !concernsState(pending, state) ? undefined : text.data(pending),
      taxYear: year.taxYear,
    });
  }
  byState.set(state, note);
  return note;
}

/** Why federal income tax is or is not withheld as it is. */
export function federalIncomeTaxNotes(input: PayrollInput, text: EngineText): string[] {
  if (!input.withholdFederalIncomeTax) return [text.say.federal.incomeTaxNotWithheld];
  if (!input.w4Given) return [text.say.federal.incomeTaxWithoutW4];
  return [];
}

export function futaNotes(
  year: CompiledYear,
  input: PayrollInput,
  household: HouseholdStatus,
  text: EngineText,
): string[] {
  const note = household.futaDue ? futaNote(year, input.state, text) : undefined;
  return note === undefined ? [] : [note];
}

export function additionalMedicareNotes(
  year: CompiledYear,
  input: PayrollInput,
  household: HouseholdStatus,
  text: EngineText,
): string[] {
  const f = year.federal;
  if (!household.ficaDue || input.ytdWages + input.grossPay <= f.additionalMedicareThreshold) return [];
  return [
    text.say.federal.additionalMedicare({
      rate: text.format.percent(f.additionalMedicareRate),
      threshold: text.format.dollars(f.additionalMedicareThreshold),
    }),
  ];
}

export function federalNotes(
  year: CompiledYear,
  input: PayrollInput,
  household: HouseholdStatus,
  text: EngineText,
): string[] {
  return [
    ...federalIncomeTaxNotes(input, text),
    ...futaNotes(year, input, household, text),
    ...additionalMedicareNotes(year, input, household, text),
  ];
}

type UnemploymentNoteVariant = 'defaultRate' | 'userRate' | 'defaultRateUserBase' | 'userRateUserBase';
const unemploymentNoteCaches = new WeakMap<
  EngineText,
  WeakMap<CompiledState, Partial<Record<UnemploymentNoteVariant, readonly string[]>>>
>();

/** With or without a user rate, the SUI notes depend only on the state, so each variant is built once. */
export function unemploymentNotes(
  state: CompiledState,
  userRate: number | undefined,
  rate: number | null,
  userWageBase: boolean,
  text: EngineText,
): readonly string[] {
  const unemploymentNoteCache = cacheOf(unemploymentNoteCaches, text);
  let cached = unemploymentNoteCache.get(state);
  if (cached === undefined) {
    cached = {};
    unemploymentNoteCache.set(state, cached);
  }
  const key: UnemploymentNoteVariant = `${userRate === undefined ? 'defaultRate' : 'userRate'}${userWageBase ? 'UserBase' : ''}`;
  let notes = cached[key];
  if (notes === undefined) {
    notes = buildUnemploymentNotes(state, userRate, rate, userWageBase, text);
    cached[key] = notes;
  }
  return notes;
}

function buildUnemploymentNotes(
  state: CompiledState,
  userRate: number | undefined,
  rate: number | null,
  userWageBase: boolean,
  text: EngineText,
): string[] {
  const { say, format } = text;
  const notes: string[] = [];
  if (rate === null) {
    const range = state.suiNewEmployerRange;
    const why =
      range === undefined
        ? say.unemployment.newEmployerRateUnknown
        : say.unemployment.ownRateRange({
            state: state.name,
            min: format.percent(range.min),
            max: format.percent(range.max),
            note: range.note === undefined ? undefined : text.data(range.note),
          });
    notes.push(say.unemployment.notComputed({ state: state.name, why }));
  } else if (userRate === undefined) {
    notes.push(say.unemployment.newEmployerRate({ state: state.name, rate: format.percent(rate) }));
  }
  if (state.suiWageBase === null && rate !== null) {
    notes.push(
      userWageBase ? say.unemployment.givenWageBase(state.name) : say.unemployment.unknownWageBase(state.name),
    );
  }
  if (state.suiNote !== undefined) notes.push(text.data(state.suiNote));
  return notes;
}

const programNoteCaches = new WeakMap<EngineText, WeakMap<CompiledState, Map<string, readonly string[]>>>();

/** Program notes depend only on the state and the pay date, so each pair is built once. */
export function programNotes(state: CompiledState, payDate: string, text: EngineText): readonly string[] {
  const programNoteCache = cacheOf(programNoteCaches, text);
  let byDate = programNoteCache.get(state);
  if (byDate === undefined) {
    byDate = new Map();
    programNoteCache.set(state, byDate);
  }
  let notes = byDate.get(payDate);
  if (notes === undefined) {
    notes = buildProgramNotes(state, payDate, text);
    byDate.set(payDate, notes);
  }
  return notes;
}

/** The notes for one program on a pay date: why it is not computed, its own note, an unknown cap. */
export function notesForProgram(program: CompiledProgram, payDate: string, text: EngineText): string[] {
  if (program.effectiveFrom !== undefined && payDate < program.effectiveFrom) return [];
  if (program.effectiveUntil !== undefined && payDate > program.effectiveUntil) return [];
  const label = text.data(program.label);
  if (program.rate === null) return [text.say.program.notComputed(label)];
  if (!programApplies(program, payDate)) return [];
  const notes: string[] = [];
  if (program.note !== undefined) notes.push(text.say.program.note({ label, note: text.data(program.note) }));
  const unknownCap = [
    program.annualWageBase,
    program.weeklyWageCap,
    program.weeklyMaximum,
    program.annualMaximum,
  ].includes(null);
  if (unknownCap) notes.push(text.say.program.unknownCap(label));
  return notes;
}

function buildProgramNotes(state: CompiledState, payDate: string, text: EngineText): string[] {
  const notes: string[] = [];
  for (const program of state.programs) notes.push(...notesForProgram(program, payDate, text));
  return notes;
}
