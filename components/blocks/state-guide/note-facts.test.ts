import { describe, expect, it } from 'vitest';
import type { StateGuideNotes } from '@/schemas/generated/config-types';
import { filingFacts, noteFacts, registrationFacts } from './note-facts';
import { noteFactWordsLoaders } from './note-facts-words';

const source = {
  title: 'Agency page',
  url: 'https://agency.example.gov/page',
  checked: '2026-11-25',
  kind: 'primary' as const,
};
const notes: StateGuideNotes = {
  state: 'NY',
  lead: 'Texto.',
  registration: {
    unemployment: { text: 'Inscríbase.', source },
    withholding: { text: 'Retenga si lo acuerdan.', source },
    newHire: { text: 'Repórtelo.', source },
  },
  filing: {
    unemployment: { text: 'Declare cada trimestre.', source },
    householdOption: { text: 'Una vez al año.', source },
  },
};

describe('the headings of a state’s own facts', () => {
  it('stay in English for a caller that names no language (the calculator’s next steps)', () => {
    expect(registrationFacts(notes, 'New York').unemployment.heading).toBe('New York unemployment account');
    expect(filingFacts(notes).householdOption?.heading).toBe('The household option');
  });

  it('come in Spanish from the Spanish words, each language loaded on its own', async () => {
    const spanish = await noteFactWordsLoaders['es-US']();
    const facts = noteFacts(notes, 'New York', spanish);
    expect(facts.registration.map((fact) => fact.heading)).toEqual([
      'Cuenta del impuesto estatal para el desempleo de New York',
      'Cuenta de retención de New York',
      'Reporte de nuevo empleado',
    ]);
    expect(facts.filing.map((fact) => fact.heading)).toEqual([
      'Informes y pagos del impuesto para el desempleo',
      'La opción para empleadores domésticos',
    ]);
    const english = await noteFactWordsLoaders['en-US']();
    expect(noteFacts(notes, 'New York', english)).toEqual(noteFacts(notes, 'New York'));
  });
});
