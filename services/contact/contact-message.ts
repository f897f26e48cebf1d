/**
 * A message from the contact form: the rules the form checks beside each field and the server
 * checks again on arrival, in one place, so both say the same thing in the same words.
 */
import { isEmail } from '@/services/validation/email';

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
export const messageTooLong = (length: number): string =>
  `Keep your message to ${MESSAGE_MAX.toLocaleString('en-US')} characters or fewer (it has ${length.toLocaleString('en-US')})`;

/** Checks a message as sent (anything may arrive at the server); every problem is named by its field. */
export function checkContactMessage(
  raw: Readonly<Record<string, unknown>>,
  topics: readonly string[],
): { ok: true; value: ContactMessage } | { ok: false; errors: ContactErrors } {
  const errors: ContactErrors = {};
  const name = text(raw.name);
  if (name === '') errors.name = 'Enter your name';
  else if (name.length > NAME_MAX) errors.name = `Keep your name under ${NAME_MAX} characters`;
  const email = text(raw.email);
  if (email === '') errors.email = 'Enter your e-mail address, so we can reply';
  else if (!isEmail(email)) errors.email = 'Enter an e-mail address like name@example.com';
  const phoneText = text(raw.phone);
  const phone = phoneText === '' ? '' : phoneDigits(phoneText);
  if (phone === undefined) errors.phone = 'Enter a 10-digit US phone number, or leave it empty';
  const topic = text(raw.topic);
  if (!topics.includes(topic)) errors.topic = 'Choose what your message is about';
  const message = text(raw.message);
  const length = messageLength(message);
  if (length < MESSAGE_MIN)
    errors.message =
      message === '' ? 'Write your message' : `Tell us a little more (at least ${MESSAGE_MIN} characters)`;
  else if (length > MESSAGE_MAX) errors.message = messageTooLong(length);
  if (Object.keys(errors).length > 0 || phone === undefined) return { ok: false, errors };
  return { ok: true, value: { name, email, phone, topic, message } };
}
