/**
 * A state's own words, as the guide shows them: the registrations, the filings and the notes of its notes file, each
 * under the heading the guide gives it. Kept apart from the resolver, which needs the tax engine, so the calculator's
 * next steps can build from the same facts in the browser. The headings come in the page's language (`words`,
 * English unless given); the notes file's own words arrive already in it.
 */
import type { StateGuideNotes } from '@/schemas/generated/config-types';
import { noteFactWordsEn } from './note-facts-words/en';
import type { NoteFactWords } from './note-facts-words/types';
import { fromNotes } from './sources';

type WrittenFact = { text: string; source: StateGuideNotes['registration']['newHire']['source'] };

const fact = (heading: string, from: WrittenFact) => ({ heading, text: from.text, source: fromNotes(from.source) });

export type NoteFact = ReturnType<typeof fact>;

/** What to register for: the state's unemployment account, its withholding account where it has one, the new-hire report. */
export function registrationFacts(
  { registration }: StateGuideNotes,
  name: string,
  words: NoteFactWords = noteFactWordsEn,
) {
  return {
    unemployment: fact(words.unemploymentAccount(name), registration.unemployment),
    withholding: registration.withholding && fact(words.withholdingAccount(name), registration.withholding),
    newHire: fact(words.newHire, registration.newHire),
  };
}

/** How often to file and pay: unemployment, withholding where the state has it, and the household option where it has one. */
export function filingFacts({ filing }: StateGuideNotes, words: NoteFactWords = noteFactWordsEn) {
  return {
    unemployment: fact(words.unemploymentFiling, filing.unemployment),
    withholding: filing.withholding && fact(words.withholdingFiling, filing.withholding),
    householdOption: filing.householdOption && fact(words.householdOption, filing.householdOption),
  };
}

const present = <T>(facts: Array<T | undefined>): T[] => facts.filter((entry): entry is T => entry !== undefined);

export function noteFacts(notes: StateGuideNotes, name: string, words: NoteFactWords = noteFactWordsEn) {
  const registration = registrationFacts(notes, name, words);
  const filing = filingFacts(notes, words);
  return {
    registration: present([registration.unemployment, registration.withholding, registration.newHire]),
    filing: present([filing.unemployment, filing.withholding, filing.householdOption]),
    notes: (notes.notes ?? []).map((note) => fact(note.heading, note)),
  };
}
