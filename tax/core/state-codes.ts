import type { StateCode } from '../generated/tax-year';

/** Runtime list of the codes in the schema's stateCode enum (a test checks the two agree). */
export const STATE_CODES: readonly StateCode[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS',
  'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC',
  'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
];

const CODE_SET: ReadonlySet<string> = new Set(STATE_CODES);

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && CODE_SET.has(value);
}
