import type { TaxYear } from '../generated/tax-year';
import { compileTaxData, type CompileOutcome } from './compile-year';
import { validateTaxYear } from './validate';
import { visitorTextProblem } from '@/paylaw/data/visitor-text';
import { citationProblems } from './citation';

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

/**
 * What a page shows for each source is its citation: the authority's official title at the authority's own address.
 * A secondary source is the trail of how a figure was read, so it must name the publication it stands in for.
 */
function checkCitations(sources: TaxYear['sources'], errors: string[]): void {
  for (const [id, source] of Object.entries(sources))
    if (source !== undefined) errors.push(...citationProblems(source, `sources.${id}`));
}

/** Text the engine shows a family (notes, estimates, reasons) states the rule; how it was found stays in the sources. */
function checkVisitorTexts(node: unknown, path: string, errors: string[]): void {
  if (Array.isArray(node)) {
    node.forEach((item, i) => checkVisitorTexts(item, `${path}[${i}]`, errors));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  for (const [key, value] of Object.entries(node)) {
    if (path === '' && key === 'sources') continue;
    const at = path === '' ? key : `${path}.${key}`;
    if (typeof value === 'string' && VISITOR_TEXT_KEYS.has(key)) {
      const problem = visitorTextProblem(value);
      if (problem !== undefined) errors.push(`${at} ${problem}`);
    } else checkVisitorTexts(value, at, errors);
  }
}

const VISITOR_TEXT_KEYS: ReadonlySet<string> = new Set(['note', 'reason', 'approximation', 'label']);

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
  checkCitations(validated.value.sources, errors);
  checkVisitorTexts(validated.value, '', errors);
  if (errors.length > 0) return { ok: false, errors };
  return compileTaxData(validated.value);
}

/** The data file as its type, once compileTaxYear has accepted it; throws for a file that does not validate. */
export function validatedTaxYear(raw: unknown): TaxYear {
  const validated = validateTaxYear(raw);
  if (!validated.ok) throw new Error(validated.errors.join('\n'));
  return validated.value;
}
