import type { NoteFactWords } from './types';

export const noteFactWordsEn: NoteFactWords = {
  unemploymentAccount: (name) => `${name} unemployment account`,
  withholdingAccount: (name) => `${name} withholding account`,
  newHire: 'New-hire report',
  unemploymentFiling: 'Unemployment reports and payments',
  withholdingFiling: 'Withholding returns and payments',
  householdOption: 'The household option',
};
