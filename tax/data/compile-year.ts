import type { TaxYear } from '../generated/tax-year';
import { STATE_CODES } from '../engine/state-codes';
import type { CompiledState, CompiledYear } from './compiled';
import { compileFederal } from './compile-federal';
import { compileState } from './compile-state';
import { validateTaxYear } from './validate';

/** Every `source` string anywhere in the data must name an entry of the sources map. */
function checkSourceRefs(node: unknown, path: string, sources: ReadonlySet<string>, errors: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => checkSourceRefs(item, `${path}[${i}]`, sources, errors));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'source' && typeof value === 'string' && !sources.has(value)) {
      errors.push(`${path}.source "${value}" is not in the sources map`);
    }
    if (path !== '' || key !== 'sources') checkSourceRefs(value, path === '' ? key : `${path}.${key}`, sources, errors);
  }
}

export type CompileOutcome = { ok: true; value: CompiledYear } | { ok: false; errors: string[] };

/** Schema check, then the cross-checks a schema cannot express, then the fast in-memory form. */
export function compileTaxYear(raw: unknown): CompileOutcome {
  let validated: ReturnType<typeof validateTaxYear>;
  try {
    validated = validateTaxYear(raw);
  } catch (error) {
    return { ok: false, errors: [`the tax-year schema does not compile: ${error instanceof Error ? error.message : 'unknown error'}`] };
  }
  if (!validated.ok) return validated;
  const data: TaxYear = validated.value;
  const errors: string[] = [];
  checkSourceRefs(data, '', new Set(Object.keys(data.sources)), errors);
  const federal = compileFederal(data.federal, errors);
  const states = new Map<CompiledState['code'], CompiledState>();
  for (const code of STATE_CODES) {
    const state = data.states[code];
    if (state === undefined) errors.push(`states.${code} is missing`);
    else states.set(code, compileState(code, state, data.taxYear, errors));
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, value: { taxYear: data.taxYear, federal, states } };
}
