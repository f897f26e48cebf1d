/**
 * Field names whose value is masked whatever it looks like: in objects
 * (`{ password: ... }`) and in text (`password=...`, `"password":"..."`).
 * Names are written with `_` where a separator may or may not be
 * (api_key matches apiKey, api-key, API_KEY and "api key").
 */
import { ACCOUNT_MASK, CARD_MASK, ITIN_MASK, ROUTING_MASK, SECRET_MASK, SSN_MASK, type Mask } from './masks';

interface KeyRule {
  mask: Mask;
  /** The field name ends with one of these: access_token, x-api-key, client_secret. */
  endings: readonly string[];
  /** The whole field name is one of these (as endings they would catch too much: spin, consid). */
  names: readonly string[];
}

export const KEY_RULES: readonly KeyRule[] = [
  { mask: SSN_MASK, endings: ['ssn', 'social_security', 'social_security_number'], names: [] },
  { mask: ITIN_MASK, endings: ['itin'], names: [] },
  { mask: CARD_MASK, endings: ['card_number', 'credit_card', 'cc_number', 'card_no'], names: ['pan'] },
  {
    mask: SECRET_MASK,
    endings: [
      'password',
      'passwd',
      'passphrase',
      'secret',
      'token',
      'api_key',
      'secret_key',
      'secret_access_key',
      'private_key',
      'access_key',
      'authorization',
      'cookie',
      'cookies',
      'credential',
      'credentials',
      'session_id',
      'signature',
    ],
    names: ['pwd', 'pass', 'session', 'sid', 'pin', 'otp', 'cvv', 'cvv2', 'cvc', 'csc', 'jwt', 'tax_id', 'tin'],
  },
];

/**
 * Bank fields are masked only when their value is a number: `account` also
 * names objects (next-auth's account holds tokens, masked by their own names).
 */
export const BANK_KEY_RULES: readonly KeyRule[] = [
  {
    mask: ROUTING_MASK,
    endings: ['routing', 'routing_number', 'routing_no', 'aba_number'],
    names: ['aba', 'rt', 'rtn'],
  },
  {
    mask: ACCOUNT_MASK,
    endings: ['account_number', 'account_no', 'acct', 'acct_no', 'acct_number', 'bank_account'],
    names: ['account', 'dda'],
  },
];

const normalized = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function maskBy(rules: readonly KeyRule[], key: string): Mask | undefined {
  const name = normalized(key);
  for (const rule of rules) {
    if (rule.names.some((candidate) => normalized(candidate) === name)) return rule.mask;
    if (rule.endings.some((ending) => name.endsWith(normalized(ending)))) return rule.mask;
  }
  return undefined;
}

/** The mask for a field that holds a credential or an identity number, if the key names one. */
export function maskForKey(key: string): Mask | undefined {
  return maskBy(KEY_RULES, key);
}

/** The mask for a field that holds a bank routing or account number, if the key names one. */
export function bankMaskForKey(key: string): Mask | undefined {
  return maskBy(BANK_KEY_RULES, key);
}

/** The regular expression source for a listed name: `_` becomes an optional separator. */
export function keySource(name: string): string {
  return name
    .split('_')
    .map((part) => part.replace(/[^a-z0-9]/g, ''))
    .join('[-_ ]?');
}
