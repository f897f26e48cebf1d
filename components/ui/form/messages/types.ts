import type { LocaleCode } from '@/engine/locale';

/**
 * The form fields' own words. Plain data (no functions), so a server component can hand a language's words to a
 * client form as props: "{n}" stands for a number, written the language's way.
 */
export interface CharacterCountMessages {
  /** "{used} of {max}": how much of the limit is used, the limit with its unit ("120 of 2,000 characters"). */
  used: string;
  /** The unit, for one and for any other number: "{n} character" / "{n} characters". */
  characters: { one: string; other: string };
  /** "{n} characters left", said aloud near the limit and added to the count (lower-cased) under the field. */
  left: { one: string; other: string };
  none: string;
  tooMany: { one: string; other: string };
}

export interface FormMessages {
  /** The BCP 47 code the numbers in these words are written for. */
  locale: LocaleCode;
  /** After a label, for a field that may be left empty: " (optional)". */
  optional: string;
  characterCount: CharacterCountMessages;
}
