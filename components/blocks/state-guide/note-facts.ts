/**
 * A state's own words, as the guide shows them: the registrations, the filings and the notes of its notes file, each
 * under the heading the guide gives it. Kept apart from the resolver, which needs the tax engine, so the calculator's
 * next steps can build from the same facts in the browser.
 */
import type { StateGuideNotes } from '@/schemas/generated/config-types';
import { fromNotes } from './sources';

type WrittenFact = { text: string; source: StateGuideNotes['registration']['newHire']['source'] };

const fact = (heading: string, from: WrittenFact) => ({ heading, text: from.text, source: fromNotes(from.source) });

export type NoteFact = ReturnType<typeof fact>;

/** What to register for: the state's unemployment account, its withholding account where it has one, the new-hire report. */
export function registrationFacts({ registration }: StateGuideNotes, name: string) {
  return {
    unemployment: fact(`${name} unemployment account`, registration.unemployment),
    withholding: registration.withholding && fact(`${name} withholding account`, registration.withholding),
    newHire: fact('New-hire report', registration.newHire),
  };
}

/** How often to file and pay: unemployment, withholding where the state has it, and the household option where it has one. */
export function filingFacts({ filing }: StateGuideNotes) {
  return {
    unemployment: fact('Unemployment reports and payments', filing.unemployment),
    withholding: filing.withholding && fact('Withholding returns and payments', filing.withholding),
    householdOption: filing.householdOption && fact('The household option', filing.householdOption),
  };
}

const present = <T>(facts: Array<T | undefined>): T[] => facts.filter((entry): entry is T => entry !== undefined);

export function noteFacts(notes: StateGuideNotes, name: string) {
  const registration = registrationFacts(notes, name);
  const filing = filingFacts(notes);
  return {
    registration: present([registration.unemployment, registration.withholding, registration.newHire]),
    filing: present([filing.unemployment, filing.withholding, filing.householdOption]),
    notes: (notes.notes ?? []).map((note) => fact(note.heading, note)),
  };
}
