import type { FormMessages } from './types';

/** English: the default language, built into the form fields' code. */
export const en: FormMessages = {
  locale: 'en-US',
  optional: ' (optional)',
  characterCount: {
    used: '{used} of {max}',
    characters: { one: '{n} character', other: '{n} characters' },
    left: { one: '{n} character left', other: '{n} characters left' },
    none: 'No characters left',
    tooMany: { one: '{n} character too many', other: '{n} characters too many' },
  },
};
