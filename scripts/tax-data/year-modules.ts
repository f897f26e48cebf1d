/**
 * What `npm run gen` writes to tax/generated for the data years: each shipped
 * year's compiled data and sources, and the small index the engine reads its
 * years from, so no code names a year by hand. Drafts get no module: they are
 * only listed, with how many figures are left to verify.
 */
import { compactYearModule } from '@/tax/data/compact-source';
import type { TaxYearFiles } from './read-years';

/** Generated year modules by path; anything else of that form in tax/generated is stale. */
export const YEAR_MODULE = /^tax\/generated\/tax-(data|sources)-\d{4}\.ts$/;

function yearIndex(years: TaxYearFiles, banner: string, latest: number): string {
  const shipped = years.shipped.map(({ year }) => year);
  return [
    banner,
    "import type { CompiledYear } from '../data/compiled';",
    "import type { SourceIndex } from '../data/runtime-data';",
    '',
    '/** The years offered to families, oldest first: every figure in their data file is verified. */',
    `export const SHIPPED_TAX_YEARS = [${shipped.join(', ')}] as const;`,
    '',
    'export type ShippedTaxYear = (typeof SHIPPED_TAX_YEARS)[number];',
    '',
    `export const LATEST_SHIPPED_TAX_YEAR: ShippedTaxYear = ${latest};`,
    '',
    '/** Years whose data file still has unverified figures: validated, but never compiled for the runtime nor offered. `npm run tax:verify-status` lists the figures. */',
    `export const DRAFT_TAX_YEARS: ReadonlyArray<{ readonly year: number; readonly unverifiedFigures: number }> = [${years.drafts.map((draft) => `{ year: ${draft.year}, unverifiedFigures: ${draft.unverified.length} }`).join(', ')}];`,
    '',
    "/** Each shipped year's compiled data on demand: one static import() per year, so a bundler makes one chunk per year. */",
    'export const TAX_YEAR_MODULES: { readonly [Year in ShippedTaxYear]: () => Promise<CompiledYear> } = {',
    ...shipped.map((year) => `  ${year}: () => import('./tax-data-${year}').then((module) => module.taxData${year}),`),
    '};',
    '',
    '/** Each shipped year\'s sources ("show the math") on demand, one chunk per year. */',
    'export const TAX_SOURCE_MODULES: { readonly [Year in ShippedTaxYear]: () => Promise<SourceIndex> } = {',
    ...shipped.map(
      (year) => `  ${year}: () => import('./tax-sources-${year}').then((module) => module.taxSources${year}),`,
    ),
    '};',
    '',
  ].join('\n');
}

/** Every shipped year imported up front, for Node (the CLI, tests, benches), where download size does not matter. */
function allShipped(years: TaxYearFiles, banner: string): string {
  const shipped = years.shipped.map(({ year }) => year);
  return [
    banner,
    "import type { CompiledYear } from '../data/compiled';",
    "import type { SourceIndex } from '../data/runtime-data';",
    ...shipped.map((year) => `import { taxData${year} } from './tax-data-${year}';`),
    ...shipped.map((year) => `import { taxSources${year} } from './tax-sources-${year}';`),
    '',
    '/** Every shipped year, oldest first. */',
    `export const SHIPPED_TAX_DATA: readonly CompiledYear[] = [${shipped.map((year) => `taxData${year}`).join(', ')}];`,
    '',
    "/** Every shipped year's sources by year, for pages built on the server that cite them (the state guides). */",
    `export const SHIPPED_TAX_SOURCES: ReadonlyMap<number, SourceIndex> = new Map([${shipped.map((year) => `[${year}, taxSources${year}]`).join(', ')}]);`,
    '',
  ].join('\n');
}

/** The latest shipped year alone, imported up front by the browser entry. */
function latestShipped(banner: string, latest: number): string {
  return [
    banner,
    '',
    '/** The latest shipped year, the one the browser entry registers at start-up. */',
    `export { taxData${latest} as latestTaxData } from './tax-data-${latest}';`,
    '',
  ].join('\n');
}

export function yearModules(years: TaxYearFiles, banner: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const { year, file, compiled, sources } of years.shipped) {
    files.set(`tax/generated/tax-data-${year}.ts`, compactYearModule(compiled, banner, file));
    files.set(
      `tax/generated/tax-sources-${year}.ts`,
      `${banner}\nimport type { SourceIndex } from '../data/runtime-data';\n\n/** Where each figure of ${file} comes from, by JSON pointer. */\nexport const taxSources${year}: SourceIndex = ${JSON.stringify(sources, null, 1)};\n`,
    );
  }
  const latest = years.shipped.at(-1)?.year;
  // readTaxYears refuses a folder where nothing ships, so there is always a latest year here.
  if (latest === undefined) return files;
  files.set('tax/generated/tax-years.ts', yearIndex(years, banner, latest));
  files.set('tax/generated/tax-data-shipped.ts', allShipped(years, banner));
  files.set('tax/generated/tax-data-latest.ts', latestShipped(banner, latest));
  return files;
}
