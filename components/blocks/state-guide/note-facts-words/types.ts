/** The headings the guide gives a state's registrations and filings, in one language. */
export interface NoteFactWords {
  unemploymentAccount: (name: string) => string;
  withholdingAccount: (name: string) => string;
  newHire: string;
  unemploymentFiling: string;
  withholdingFiling: string;
  householdOption: string;
}
