/**
 * Which line of the breakdown each of the result's notes concerns, so a
 * page can show a note beside its line. Light on purpose: the calculator
 * needs it with every result, while the figures and steps of "show the math"
 * (explain.ts) load only when a line is opened.
 */
import { payLawNotes } from './pay-law-notes';
import type { CompiledState, CompiledYear } from '../data/compiled';
import { supportedTaxYearsView } from '../data/registry';
import { parsePayrollInput } from '../input/parse-input';
import { localTaxOfLine } from '../local/local-taxes';
import { calculateWithData, stateIncomeTaxNotes } from './calculate';
import { stateElection } from './state-election';
import { householdStatus } from './household';
import { additionalMedicareNotes, federalIncomeTaxNotes, futaNotes, notesForProgram, unemploymentNotes } from './notes';
import { compiledYearFor } from './payroll';
import { prepareStateTax } from './state-withholding';
import { yearChangesWithData, type YearChange } from './year-changes';
import { PERIODS_PER_YEAR, type Outcome, type PayrollInput, type PayrollResult } from '../core/types';
import type { TextOptions } from '../core/text-locale';
import { engineText, type EngineText } from './text';

/** Which breakdown line: `employee.<field>`, `employer.<field>`, `employee.other.<code>`, `employer.other.<code>` or `grossPay`. */
export type MathLineKey = string;

export interface LineNotes {
  line: MathLineKey;
  notes: string[];
}

const present = (note: string | undefined): string[] => (note === undefined ? [] : [note]);

function localNotes(state: CompiledState, code: string, text: EngineText): string[] {
  const note = localTaxOfLine(code)?.lineNote(state);
  return note === undefined ? [] : [text.data(note)];
}

/** The notes of each line the result has; a program with no line (its rate unknown) keeps its note in the result only. */
export function lineNotesWithData(
  year: CompiledYear,
  state: CompiledState,
  input: PayrollInput,
  result: PayrollResult,
  text: EngineText,
): LineNotes[] {
  const household = householdStatus(year.federal, input, PERIODS_PER_YEAR[input.payFrequency], text);
  const payDate = input.payDate ?? `${year.taxYear}-01-01`;
  const prepared = prepareStateTax(state, payDate, input.payDate !== undefined, input.stateW4, text);
  const fica = present(household.ficaNote);
  const programCodes = new Set(state.programs.map((program) => program.code));
  const hasLine = (code: string) =>
    [...result.perPeriod.employee.otherTaxes, ...result.perPeriod.employer.otherTaxes].some(
      (line) => line.code === code,
    );
  return [
    {
      line: 'grossPay',
      notes: [
        ...(input.hours === undefined ? [] : payLawNotes(input.hours, state.name, input.payFrequency, text)),
        ...present(household.wagesNote),
      ],
    },
    { line: 'employee.socialSecurity', notes: fica },
    { line: 'employee.medicare', notes: fica },
    { line: 'employee.additionalMedicare', notes: additionalMedicareNotes(year, input, household, text) },
    { line: 'employee.federalIncomeTax', notes: federalIncomeTaxNotes(input, text) },
    {
      line: 'employee.stateIncomeTax',
      notes: prepared.ok
        ? [...stateIncomeTaxNotes(prepared.value, stateElection(state, input, prepared.value.kind !== 'none', text))]
        : [],
    },
    ...result.perPeriod.employee.otherTaxes
      .filter((line) => !programCodes.has(line.code))
      .map((line) => ({ line: `employee.other.${line.code}`, notes: localNotes(state, line.code, text) })),
    { line: 'employer.socialSecurity', notes: fica },
    { line: 'employer.medicare', notes: fica },
    { line: 'employer.futa', notes: [...present(household.futaNote), ...futaNotes(year, input, household, text)] },
    {
      line: 'employer.sui',
      notes: [
        ...unemploymentNotes(
          state,
          input.suiRate,
          input.suiRate ?? state.suiNewEmployerRate,
          input.suiWageBase !== undefined,
          text,
        ),
      ],
    },
    ...state.programs
      .filter((program) => hasLine(program.code))
      .map((program) => ({
        line: `${program.payer}.other.${program.code}`,
        notes: notesForProgram(program, payDate, text),
      })),
  ];
}

export interface NotedResult {
  result: PayrollResult;
  lineNotes: LineNotes[];
  /** The lines whose year is not this pay period's figure times the periods, and why. */
  yearChanges: YearChange[];
}

/** calculatePayroll, with each note placed beside its line; `options.locale` picks the language of every word. */
export function calculateWithLineNotes(input: unknown, options?: TextOptions): Outcome<NotedResult> {
  const text = engineText(options);
  if (!text.ok) return text;
  const parsed = parsePayrollInput(input, supportedTaxYearsView());
  if (!parsed.ok) return parsed;
  const year = compiledYearFor(parsed.value);
  if (!year.ok) return year;
  const state = year.value.states.get(parsed.value.state);
  const calculated = calculateWithData(year.value, parsed.value, text.value);
  if (!calculated.ok || state === undefined)
    return calculated.ok
      ? { ok: false, errors: [{ path: 'state', message: `no data for ${parsed.value.state}` }] }
      : calculated;
  return {
    ok: true,
    value: {
      result: calculated.value,
      lineNotes: lineNotesWithData(year.value, state, parsed.value, calculated.value, text.value),
      yearChanges: yearChangesWithData(
        year.value,
        state,
        parsed.value,
        calculated.value,
        PERIODS_PER_YEAR[parsed.value.payFrequency],
      ),
    },
  };
}
