/**
 * What `npm run gen` writes to tax/generated for the data years: each shipped
 * year's compiled data (its federal figures, each state on its own, and the
 * whole year put together from them) and sources, and the small index the
 * engine reads its years and states from, so no code names a year by hand.
 * Drafts get no module: they are only listed, with how many figures are left
 * to verify.
 */
import { compactYearModules, yearPartNames } from '@/tax/data/compact-source';
import type { TaxYearFiles } from './read-years';

/** Generated year modules by path; anything else of that form in tax/generated is stale. */
export const YEAR_MODULE = /^tax\/generated\/tax-(?:(?:data|sources|federal)-\d{4}|state-\d{4}-[a-z]{2})\.ts$/;

function yearIndex(years: TaxYearFiles, banner: string, latest: number): string {
  const shipped = years.shipped.map(({ year }) => year);
  return [
    banner,
    "import type { CompiledFederal, CompiledState } from '../data/compiled';",
    "import type { SourceIndex } from '../data/runtime-data';",
    "import type { StateCode } from './tax-year';",
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
    "/** Each shipped year's federal figures on demand: one static import() per year, so a bundler makes one chunk per year. */",
    'export const TAX_YEAR_MODULES: { readonly [Year in ShippedTaxYear]: () => Promise<CompiledFederal> } = {',
    ...shipped.map(
      (year) =>
        `  ${year}: () => import('./${yearPartNames.federalFile(year)}').then((module) => module.${yearPartNames.federal(year)}),`,
    ),
    '};',
    '',
    "/** Each shipped year's states on demand, a chunk per state: a family's calculation fetches only the state it chose. */",
    'export const TAX_STATE_MODULES: {',
    '  readonly [Year in ShippedTaxYear]: { readonly [Code in StateCode]?: () => Promise<CompiledState> };',
    '} = {',
    ...years.shipped.flatMap(({ year, compiled }) => [
      `  ${year}: {`,
      ...[...compiled.states.keys()].map(
        (code) =>
          `    ${code}: () => import('./${yearPartNames.stateFile(year, code)}').then((module) => module.${yearPartNames.state(year, code)}),`,
      ),
      '  },',
    ]),
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

/** The latest shipped year's federal figures alone, imported up front by the browser entry. */
function latestShipped(banner: string, latest: number): string {
  return [
    banner,
    '',
    "/** The latest shipped year's federal figures, which the browser entry registers at start-up; its states load one by one. */",
    `export { ${yearPartNames.federal(latest)} as latestFederal } from './${yearPartNames.federalFile(latest)}';`,
    '',
  ].join('\n');
}

export function yearModules(years: TaxYearFiles, banner: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const { year, file, compiled, sources } of years.shipped) {
    for (const [name, content] of compactYearModules(compiled, banner, file))
      files.set(`tax/generated/${name}`, content);
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
