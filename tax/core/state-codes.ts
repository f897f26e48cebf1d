import type { StateCode } from '../generated/tax-year';
import { STATE_CODES as JURISDICTIONS } from '@/paylaw/core/state-codes';

/**
 * Every state and DC: the one list, kept by pay law below the tax engine. The tax data's schema names the same codes
 * (a test checks the two agree), so the list is the tax engine's StateCode too.
 */
export const STATE_CODES: readonly StateCode[] = JURISDICTIONS;

const CODE_SET: ReadonlySet<string> = new Set(STATE_CODES);

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && CODE_SET.has(value);
}
