import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { ErrorObject, ValidateFunction } from 'ajv';
import schema from '../schema/tax-year.schema.json';
import type { TaxYear } from '../generated/tax-year';
import type { Result } from '../core/result';

let compiled: ValidateFunction<TaxYear> | undefined;

/** Compiled on first use, not at import, so a schema problem surfaces as a load error rather than a crash on import. */
function validator(): ValidateFunction<TaxYear> {
  if (compiled === undefined) {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    compiled = ajv.compile<TaxYear>(schema);
  }
  return compiled;
}

export function validateTaxYear(raw: unknown): Result<TaxYear, string> {
  const validate = validator();
  if (validate(raw)) return { ok: true, value: raw };
  return { ok: false, errors: describeSchemaErrors(validate.errors) };
}

function describeSchemaErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`);
}
