import type { TaxYear } from '../generated/tax-year';
import { STATE_CODES } from '../core/state-codes';
import type { Result } from '../core/result';
import type { CompiledState, CompiledYear } from './compiled';
import { compileFederal } from './compile-federal';
import { compileState } from './compile-state';

export type CompileOutcome = Result<CompiledYear, string>;

/**
 * The cross-checks a schema cannot express, then the fast in-memory form. The
 * data reaching here was checked against the schema when `npm run gen` wrote
 * tax/generated/tax-data-<year>.ts, so the runtime (and the browser) needs no
 * schema validator.
 */
export function compileTaxData(data: TaxYear): CompileOutcome {
  const errors: string[] = [];
  const federal = compileFederal(data.federal, errors);
  const states = new Map<CompiledState['code'], CompiledState>();
  for (const code of STATE_CODES) {
    const state = data.states[code];
    if (state === undefined) errors.push(`states.${code} is missing`);
    else states.set(code, compileState(code, state, data.taxYear, errors, data.sources));
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { taxYear: data.taxYear, federal, states } };
}
