import type { TaxYear } from '../generated/tax-year';
import { compileTaxData, type CompileOutcome } from './compile-year';
import { validateTaxYear } from './validate';
import { isOfficialSourceUrl } from './official-hosts';

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

/** A primary source is the agency's own publication, so it needs a URL on the agency's host. */
function checkPrimarySourceHosts(sources: TaxYear['sources'], errors: string[]): void {
  for (const [id, source] of Object.entries(sources)) {
    if (source === undefined || source.kind !== 'primary') continue;
    if (source.url === undefined)
      errors.push(
        `sources.${id} is primary but has no url: give the agency's own address, or mark it secondary with a reason`,
      );
    else if (!isOfficialSourceUrl(source.url)) {
      errors.push(
        `sources.${id} is primary but ${source.url} is not an agency's host: cite the agency's own publication, or mark it secondary with a reason`,
      );
    }
  }
}

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
    return {
      ok: false,
      errors: [`the tax-year schema does not compile: ${error instanceof Error ? error.message : 'unknown error'}`],
    };
  }
  if (!validated.ok) return validated;
  // Sources are checked here, where the full data file is: the runtime modules carry none (runtime-data.ts).
  const errors: string[] = [];
  checkSourceRefs(validated.value, '', new Set(Object.keys(validated.value.sources)), errors);
  checkPrimarySourceHosts(validated.value.sources, errors);
  if (errors.length > 0) return { ok: false, errors };
  return compileTaxData(validated.value);
}

/** The data file as its type, once compileTaxYear has accepted it; throws for a file that does not validate. */
export function validatedTaxYear(raw: unknown): TaxYear {
  const validated = validateTaxYear(raw);
  if (!validated.ok) throw new Error(validated.errors.join('\n'));
  return validated.value;
}
