/**
 * A message from the contact form: the rules the form checks beside each field and the server
 * checks again on arrival, in one place, so both say the same thing in the same words.
 */
import { isEmail } from '@/services/validation/email';
import { enCheck } from './messages/en-US-check';
import { fill } from './messages/fill';
import type { ContactCheckMessages } from './messages/types';

export const CONTACT_FIELDS = ['name', 'email', 'phone', 'topic', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactMessage {
  name: string;
  email: string;
  /** Digits only, 10 of them (a US number), or empty when not given. */
  phone: string;
  topic: string;
  message: string;
}

export type ContactErrors = Partial<Record<ContactField, string>>;

export const NAME_MAX = 100;
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 2000;

/** A US phone number as people write it: (555) 010-0142, 555.010.0142, +1 555 010 0142. */
function phoneDigits(text: string): string | undefined {
  if (!/^[\d\s().+-]*$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  if (digits.length === 10) return digits;
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  return undefined;
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** A message's length as both the form's counter and the server count it: what is sent, without the spaces around it. */
export const messageLength = (message: string): number => message.trim().length;

/** What to say when a message is over its limit, beside the field as the visitor types and from the server alike. */
export const messageTooLong = (length: number, words: ContactCheckMessages = enCheck): string =>
  fill(words.messageTooLong, { max: MESSAGE_MAX, length }, words.locale);

/**
 * Checks a message as sent (anything may arrive at the server); every problem is named by its field, in the words
 * given (the page's language; English when none are given).
 */
export function checkContactMessage(
  raw: Readonly<Record<string, unknown>>,
  topics: readonly string[],
  words: ContactCheckMessages = enCheck,
): { ok: true; value: ContactMessage } | { ok: false; errors: ContactErrors } {
  const errors: ContactErrors = {};
  const name = text(raw.name);
  if (name === '') errors.name = words.nameMissing;
  else if (name.length > NAME_MAX) errors.name = fill(words.nameTooLong, { max: NAME_MAX }, words.locale);
  const email = text(raw.email);
  if (email === '') errors.email = words.emailMissing;
  else if (!isEmail(email)) errors.email = words.emailInvalid;
  const phoneText = text(raw.phone);
  const phone = phoneText === '' ? '' : phoneDigits(phoneText);
  if (phone === undefined) errors.phone = words.phoneInvalid;
  const topic = text(raw.topic);
  if (!topics.includes(topic)) errors.topic = words.topicMissing;
  const message = text(raw.message);
  const length = messageLength(message);
  if (length < MESSAGE_MIN)
    errors.message =
      message === '' ? words.messageMissing : fill(words.messageTooShort, { min: MESSAGE_MIN }, words.locale);
  else if (length > MESSAGE_MAX) errors.message = messageTooLong(length, words);
  if (Object.keys(errors).length > 0 || phone === undefined) return { ok: false, errors };
  return { ok: true, value: { name, email, phone, topic, message } };
}
