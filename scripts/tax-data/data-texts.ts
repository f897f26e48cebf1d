/**
 * For `npm run gen` and its test: every visitor text of the data that ships (the shipped tax years, the locality lists,
 * the pay-law data), checked against its Spanish catalog (tax/i18n/es-US.json, paylaw/i18n/es-US.json), and each
 * catalog compiled into a module the runtime loads for a Spanish page. Which strings count as visitor texts:
 * tax/i18n/visitor-texts.ts and paylaw/i18n/visitor-texts.ts.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseJsonSource, type JsonSource } from '@/engine/json-source';
import { compareProblems, type ConfigProblem } from '@/engine/result';
import { catalogProblems, checkedEntries, type CatalogProblem } from '@/paylaw/i18n/catalog-check';
import { SAME_IN_BOTH } from '@/paylaw/i18n/same-in-both';
import { payLawVisitorTexts, type DataFile, type VisitorText } from '@/paylaw/i18n/visitor-texts';
import { localityVisitorTexts, taxYearVisitorTexts } from '@/tax/i18n/visitor-texts';
import { localityDataFiles } from '@/tax/localities/generate';
import { keyedCatalog, textKey, type DataTextCatalog } from '@/paylaw/i18n/data-texts';

interface CatalogTarget {
  catalog: string;
  module: string;
  exportName: string;
  what: string;
  typeImport: string;
  /** Whether the browser loads the catalog a state at a time (the calculator), rather than whole on the server. */
  byState: boolean;
}

const TAX: CatalogTarget = {
  catalog: 'tax/i18n/es-US.json',
  module: 'tax/generated/data-texts-es-US.ts',
  exportName: 'TAX_DATA_TEXTS_ES_US',
  what: 'the tax data (tax/data)',
  typeImport: '@/paylaw/i18n/data-texts',
  byState: true,
};

const PAY_LAW: CatalogTarget = {
  catalog: 'paylaw/i18n/es-US.json',
  module: 'paylaw/generated/data-texts-es-US.ts',
  exportName: 'PAY_LAW_DATA_TEXTS_ES_US',
  what: 'the pay-law data (paylaw/data)',
  typeImport: '../i18n/data-texts',
  byState: false,
};

export interface DataTextsRead {
  tax: VisitorText[];
  payLaw: VisitorText[];
  /** Every file read, parsed with positions, so a problem can be placed at its line and column. */
  sources: Map<string, JsonSource>;
  problems: ConfigProblem[];
}

async function readJson(root: string, file: string, read: DataTextsRead): Promise<DataFile | undefined> {
  const text = await readFile(join(root, file), 'utf8').catch(() => undefined);
  if (text === undefined) {
    read.problems.push({ file, pointer: '', message: 'cannot be read', line: 1, column: 1 });
    return undefined;
  }
  const source = parseJsonSource(file, text);
  if (!source.ok) {
    read.problems.push(...source.errors);
    return undefined;
  }
  read.sources.set(file, source.value);
  return { file, data: source.value.data };
}

/** `taxYearFiles`: the shipped years' data files (a draft year is neither offered nor shown, so not yet translated). */
export async function readDataTexts(root: string, taxYearFiles: readonly string[]): Promise<DataTextsRead> {
  const read: DataTextsRead = { tax: [], payLaw: [], sources: new Map(), problems: [] };
  const all = async (files: readonly string[]) =>
    (await Promise.all(files.map((file) => readJson(root, file, read)))).flatMap((file) => file ?? []);
  for (const year of await all(taxYearFiles)) read.tax.push(...taxYearVisitorTexts(year));
  for (const list of await all(await localityDataFiles(root))) read.tax.push(...localityVisitorTexts(list));
  const states = (await readdir(join(root, 'paylaw/data/states')))
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => `paylaw/data/states/${name}`);
  const [federal] = await all(['paylaw/data/federal.json']);
  if (federal !== undefined) read.payLaw.push(...payLawVisitorTexts(federal, await all(states)));
  return read;
}

export interface DataTextModules {
  files: Map<string, string>;
  problems: ConfigProblem[];
  /** One line per catalog: how many texts it translates. */
  summary: string[];
}

function located(problem: CatalogProblem, sources: ReadonlyMap<string, JsonSource>): ConfigProblem {
  return sources.get(problem.file)?.problemAt(problem.pointer, problem.message) ?? { ...problem, line: 1, column: 1 };
}

/** The Spanish catalogs checked against the data and compiled; `problems` non-empty means nothing should be written. */
export async function dataTextModules(
  root: string,
  banner: string,
  taxYearFiles: readonly string[],
): Promise<DataTextModules> {
  const read = await readDataTexts(root, taxYearFiles);
  const result: DataTextModules = { files: new Map(), problems: [...read.problems], summary: [] };
  for (const [target, texts] of [
    [TAX, read.tax],
    [PAY_LAW, read.payLaw],
  ] as const) {
    const catalogFile = await readJson(root, target.catalog, read);
    result.problems.push(...read.problems.filter((problem) => problem.file === target.catalog));
    const entries = catalogFile?.data;
    if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) {
      if (catalogFile !== undefined)
        result.problems.push({
          file: target.catalog,
          pointer: '',
          message: 'must be one object: each English visitor text, exactly as it stands in the data, → its Spanish',
          line: 1,
          column: 1,
        });
      continue;
    }
    const catalog = {
      file: target.catalog,
      language: 'Spanish',
      entries: entries as Record<string, unknown>,
      sameInBoth: SAME_IN_BOTH,
    };
    const problems = catalogProblems(texts, catalog);
    result.problems.push(...problems.map((problem) => located(problem, read.sources)));
    const distinct = new Set(texts.map(({ text }) => text)).size;
    const missing = problems.filter(({ file }) => file !== target.catalog).length;
    result.summary.push(
      `${target.catalog}: ${distinct - missing} of ${distinct} visitor texts of ${target.what} in Spanish`,
    );
    const keyed = keyedCatalog(checkedEntries(catalog));
    if (!keyed.ok) {
      result.problems.push({
        file: target.catalog,
        pointer: '',
        message: `two texts share one catalog key (textKey in paylaw/i18n/data-texts.ts): ${keyed.sharedKey.map((text) => JSON.stringify(text.slice(0, 60))).join(' and ')}; change the hash`,
        line: 1,
        column: 1,
      });
      continue;
    }
    if (target.byState)
      for (const [path, content] of statePartModules(target, texts, keyed.catalog, banner))
        result.files.set(path, content);
    else result.files.set(target.module, wholeModule(target, keyed.catalog, banner));
  }
  result.problems.sort(compareProblems);
  return result;
}

function wholeModule(target: CatalogTarget, catalog: DataTextCatalog, banner: string): string {
  return [
    banner,
    `import type { DataTextCatalog } from '${target.typeImport}';`,
    '',
    `/** Each visitor text of ${target.what} in Spanish, keyed by textKey of its English (${target.catalog}). */`,
    `export const ${target.exportName}: DataTextCatalog = ${JSON.stringify(catalog, null, 2)};`,
    '',
  ].join('\n');
}

/** The state a visitor text belongs to: its place in a year's `states`, or its locality list; none for the rest. */
function stateOf({ file, pointer }: VisitorText): string | undefined {
  return /^\/states\/([A-Z]{2})\//.exec(pointer)?.[1] ?? /\/localities\/\d{4}\/([A-Z]{2})\.json$/.exec(file)?.[1];
}

/**
 * The catalog as the calculator loads it: a part for the texts of no one state (the federal figures' notes), loaded
 * with the engine's words, and a part per state, loaded when a family chooses that state; a text several states share
 * is in each of their parts. The whole catalog, for the server, is the parts put together.
 */
function statePartModules(
  target: CatalogTarget,
  texts: readonly VisitorText[],
  catalog: DataTextCatalog,
  banner: string,
): Map<string, string> {
  const parts = new Map<string, Record<string, string>>([['shared', {}]]);
  const placed = new Set<string>();
  for (const text of texts) {
    const key = textKey(text.text);
    const translated = catalog[key];
    if (translated === undefined) continue;
    const name = stateOf(text) ?? 'shared';
    const part = parts.get(name) ?? {};
    part[key] = translated;
    parts.set(name, part);
    placed.add(key);
  }
  // An entry no text placed (none today: the check above refuses a stale one) still reaches the whole catalog.
  const shared = parts.get('shared') ?? {};
  for (const [key, translated] of Object.entries(catalog)) if (!placed.has(key)) shared[key] = translated;
  const base = target.module.replace(/\.ts$/, '');
  const fileOf = (name: string) => `${base}-${name.toLowerCase()}`;
  const exportOf = (name: string) => `${target.exportName}_${name.toUpperCase()}`;
  const states = [...parts.keys()].filter((name) => name !== 'shared').sort();
  const files = new Map<string, string>();
  for (const [name, part] of parts) {
    const whose = name === 'shared' ? 'of no one state (the federal figures)' : `of ${name}`;
    files.set(
      `${fileOf(name)}.ts`,
      [
        banner,
        `import type { DataTextCatalog } from '${target.typeImport}';`,
        '',
        `/** The visitor texts ${whose} in ${target.what}, in Spanish, keyed by textKey of the English (${target.catalog}). */`,
        `export const ${exportOf(name)}: DataTextCatalog = ${JSON.stringify(part, null, 2)};`,
        '',
      ].join('\n'),
    );
  }
  const relative = (name: string) => `./${fileOf(name).split('/').at(-1) ?? ''}`;
  files.set(
    `${base}-parts.ts`,
    [
      banner,
      `import type { DataTextCatalog } from '${target.typeImport}';`,
      "import type { StateCode } from './tax-year';",
      '',
      `/** ${target.catalog} in parts, each its own chunk: the texts of no one state, and each state's. */`,
      `export const ${target.exportName}_PARTS: {`,
      '  shared: () => Promise<DataTextCatalog>;',
      '  states: { readonly [Code in StateCode]?: () => Promise<DataTextCatalog> };',
      '} = {',
      `  shared: () => import('${relative('shared')}').then((module) => module.${exportOf('shared')}),`,
      '  states: {',
      ...states.map(
        (name) => `    ${name}: () => import('${relative(name)}').then((module) => module.${exportOf(name)}),`,
      ),
      '  },',
      '};',
      '',
    ].join('\n'),
  );
  files.set(
    target.module,
    [
      banner,
      `import type { DataTextCatalog } from '${target.typeImport}';`,
      ...['shared', ...states].map((name) => `import { ${exportOf(name)} } from '${relative(name)}';`),
      '',
      `/** Each visitor text of ${target.what} in Spanish, keyed by textKey of its English (${target.catalog}): every part at once, for the server. */`,
      `export const ${target.exportName}: DataTextCatalog = {`,
      ...['shared', ...states].map((name) => `  ...${exportOf(name)},`),
      '};',
      '',
    ].join('\n'),
  );
  return files;
}
