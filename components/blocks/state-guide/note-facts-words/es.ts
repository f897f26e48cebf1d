import type { NoteFactWords } from './types';

export const noteFactWordsEs: NoteFactWords = {
  unemploymentAccount: (name) => `Cuenta del impuesto estatal para el desempleo de ${name}`,
  withholdingAccount: (name) => `Cuenta de retención de ${name}`,
  newHire: 'Reporte de nuevo empleado',
  unemploymentFiling: 'Informes y pagos del impuesto para el desempleo',
  withholdingFiling: 'Declaraciones y pagos de la retención',
  householdOption: 'La opción para empleadores domésticos',
};
