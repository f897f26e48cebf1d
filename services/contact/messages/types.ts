import type { LocaleCode } from '@/engine/locale';

/**
 * What the contact form and the server say about a field to correct. Plain data, so the page can hand a language's
 * words to the form in the browser: "{max}", "{min}" and "{length}" stand for numbers, written the language's way.
 */
export interface ContactCheckMessages {
  /** The BCP 47 code the numbers in these words are written for. */
  locale: LocaleCode;
  nameMissing: string;
  /** "{max}" */
  nameTooLong: string;
  emailMissing: string;
  emailInvalid: string;
  phoneInvalid: string;
  topicMissing: string;
  messageMissing: string;
  /** "{min}" */
  messageTooShort: string;
  /** "{max}", "{length}" */
  messageTooLong: string;
}

/** Why the server did not take a message, in the visitor's words; only the server says these. */
export interface ContactReplyMessages {
  /** Added after a refusal the visitor cannot fix by correcting a field. */
  callUs: string;
  tooManyFromYou: string;
  tooManyOverall: string;
  /** "{max}" */
  tooLarge: string;
  fieldsNeedAttention: string;
  notAPerson: string;
  cannotSend: string;
  notDelivered: string;
}

export interface ContactMessages {
  check: ContactCheckMessages;
  reply: ContactReplyMessages;
}
