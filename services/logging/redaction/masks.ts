/**
 * What replaces a masked value: short, and named after what was there, so a
 * redacted line still says which kind of value the event carried.
 */
export const EMAIL_MASK = '[email]';
export const TOKEN_MASK = '[token]';
export const SECRET_MASK = '[secret]';
export const API_KEY_MASK = '[api-key]';
export const PRIVATE_KEY_MASK = '[private-key]';
export const SSN_MASK = '[ssn]';
export const ITIN_MASK = '[itin]';
export const CARD_MASK = '[card]';
export const ROUTING_MASK = '[routing]';
export const ACCOUNT_MASK = '[account]';

const CREDENTIAL_MASKS = [EMAIL_MASK, TOKEN_MASK, SECRET_MASK, API_KEY_MASK, PRIVATE_KEY_MASK] as const;
const NUMBER_MASKS = [SSN_MASK, ITIN_MASK, CARD_MASK, ROUTING_MASK, ACCOUNT_MASK] as const;
export const MASKS = [...CREDENTIAL_MASKS, ...NUMBER_MASKS] as const;

export type Mask = (typeof MASKS)[number];

export function isMask(value: string): value is Mask {
  return (MASKS as readonly string[]).includes(value);
}
