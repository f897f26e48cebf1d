import { compileTaxData, type CompileOutcome } from './compile-year';
import { validateTaxYear } from './validate';

/**
 * Schema check (ajv), then the cross-checks and compile: what `npm run gen`
 * runs on each data file before writing its module, and what the data tests
 * run on altered copies. Not imported by the runtime core.
 */
export function compileTaxYear(raw: unknown): CompileOutcome {
  let validated: ReturnType<typeof validateTaxYear>;
  try {
    validated = validateTaxYear(raw);
  } catch (error) {
    return { ok: false, errors: [`the tax-year schema does not compile: ${error instanceof Error ? error.message : 'unknown error'}`] };
  }
  if (!validated.ok) return validated;
  return compileTaxData(validated.value);
}
