/**
 * Personal fields never reach the tag manager in clear: each is
 * normalised the way ad platforms match hashed data, then replaced by its
 * SHA-256 (Web Crypto) under `<field>SHA256`; a value that does not normalise
 * becomes null. The zip code's first five digits are also kept as `zip5`.
 */
export const PERSONAL_FIELDS = ['email', 'firstName', 'lastName', 'city', 'state', 'phone', 'zipCode'] as const;
export type PersonalField = (typeof PERSONAL_FIELDS)[number];

type Normaliser = (value: string) => string | null;

const nonEmpty = (value: string): string | null => (value === '' ? null : value);
const lettersOnly: Normaliser = (value) => nonEmpty(value.toLowerCase().replace(/[^\p{L}]/gu, ''));
const withoutPunctuation: Normaliser = (value) =>
  nonEmpty(
    value
      .replace(/[\p{P}\p{S}]/gu, '')
      .trim()
      .toLowerCase(),
  );

export const normalise: Record<PersonalField, Normaliser> = {
  email: (value) => nonEmpty(value.trim().toLowerCase()),
  firstName: withoutPunctuation,
  lastName: withoutPunctuation,
  city: lettersOnly,
  state: lettersOnly,
  phone: (value) => {
    const digits = value.replace(/\D/g, '');
    if (digits.length === 10) return `1${digits}`;
    return digits.length === 11 && digits.startsWith('1') ? digits : null;
  },
  zipCode: (value) => {
    const digits = value.replace(/\D/g, '');
    return digits.length >= 5 ? digits.slice(0, 5) : null;
  },
};

export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type TagValue = string | number | boolean | null | TagValue[] | { [key: string]: TagValue };
export type TagPayload = Record<string, TagValue>;

const isPersonal = (key: string): key is PersonalField => (PERSONAL_FIELDS as readonly string[]).includes(key);

/** Every personal field replaced by its hash; anything else passes through unchanged. */
export async function hashPersonalFields(payload: TagPayload): Promise<TagPayload> {
  const output: TagPayload = {};
  for (const [key, value] of Object.entries(payload)) {
    if (!isPersonal(key)) {
      output[key] = value;
      continue;
    }
    const normalised = typeof value === 'string' || typeof value === 'number' ? normalise[key](String(value)) : null;
    output[`${key}SHA256`] = normalised === null ? null : await sha256Hex(normalised);
    if (key === 'zipCode') output.zip5 = normalised;
  }
  return output;
}
