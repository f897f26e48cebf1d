import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { check, resolveConfig } from 'prettier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_SHIPPED_TAX_YEAR } from '@/tax/generated/tax-years';
import { nodeTaxDataFiles, type TaxDataFiles } from './data-files';
import { formatDataFile } from './format-json';
import { readTaxYears, type TaxYearFiles } from './read-years';
import { startTaxYear } from './start-year';
import { verifyStatusLines } from './status-lines';
import { yearModules } from './year-modules';

const latest = LATEST_SHIPPED_TAX_YEAR;
const next = latest + 1;
const asWritten = (json: string) => Promise.resolve(json);
let dir = '';
let files: TaxDataFiles;

/** Every "verified": false removed, as a person does one by one after checking each figure. */
function verifyAll(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(verifyAll);
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).flatMap(([key, value]) => (key === 'verified' ? [] : [[key, verifyAll(value)]])),
  );
}

async function years(): Promise<TaxYearFiles> {
  const read = await readTaxYears(files);
  if (!read.ok) throw new Error(read.errors.join('\n'));
  return read.value;
}

beforeAll(async () => {
  // A folder holding only the latest shipped year, as tax/data does the day a new year is started.
  dir = await mkdtemp(join(tmpdir(), 'tax-new-year-'));
  await copyFile(resolve(import.meta.dirname, `../../tax/data/${latest}.json`), join(dir, `${latest}.json`));
  files = nodeTaxDataFiles(dir, 'data');
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a new tax year, from scaffold to shipping', { timeout: 60_000 }, () => {
  let unverified = 0;

  it('starts next year as a draft: validated, listed with its count, but given no runtime module', async () => {
    const started = await startTaxYear(files, String(next), asWritten);
    expect(started).toMatchObject({
      ok: true,
      value: { year: next, file: `data/${next}.json`, from: `data/${latest}.json` },
    });
    unverified = started.ok ? started.value.unverified : 0;
    expect(unverified).toBeGreaterThan(200);

    const found = await years();
    expect(found.shipped.map(({ year }) => year)).toEqual([latest]);
    expect(found.drafts.map((draft) => [draft.year, draft.unverified.length])).toEqual([[next, unverified]]);

    const modules = yearModules(found, '/* generated */');
    expect([...modules.keys()].filter((path) => path.includes(String(next)))).toEqual([]);
    const index = modules.get('tax/generated/tax-years.ts');
    expect(index).toContain(`export const SHIPPED_TAX_YEARS = [${latest}] as const;`);
    expect(index).toContain(`= [{ year: ${next}, unverifiedFigures: ${unverified} }];`);
  });

  it('lists what is left to verify by JSON pointer, with the value and source carried over', async () => {
    const previous = JSON.parse(await readFile(join(dir, `${latest}.json`), 'utf8')) as {
      federal: { socialSecurity: { wageBase: { value: number; source: string } } };
    };
    const { value, source } = previous.federal.socialSecurity.wageBase;
    const lines = verifyStatusLines(await years());
    expect(lines).toContain(
      `data/${next}.json: draft, ${unverified} unverified (not offered to families until none is left):`,
    );
    expect(lines).toContain(`  /federal/socialSecurity/wageBase = ${value}  [source: ${source}]`);
    expect(lines).toContain(
      `  /states/GA/incomeTax/0  [source: ${(await years()).drafts[0]?.unverified.find((figure) => figure.pointer === '/states/GA/incomeTax/0')?.source}]`,
    );
    expect(lines.filter((line) => line.startsWith('  /'))).toHaveLength(unverified);
  });

  it('refuses to overwrite the file, to skip a year, or a year that is not one', async () => {
    const before = await readFile(join(dir, `${next}.json`), 'utf8');
    expect(await startTaxYear(files, String(next), asWritten)).toMatchObject({
      ok: false,
      errors: [expect.stringContaining(`data/${next}.json already exists; nothing was written`)],
    });
    expect(await readFile(join(dir, `${next}.json`), 'utf8')).toBe(before);
    expect(await startTaxYear(files, String(next + 2), asWritten)).toMatchObject({
      ok: false,
      errors: [
        expect.stringContaining(
          `${next + 2} is not the next year: the latest data file is data/${next}.json, so the next is ${next + 1}`,
        ),
      ],
    });
    expect(await startTaxYear(files, 'next', asWritten)).toMatchObject({
      ok: false,
      errors: [expect.stringContaining('give the year as four digits')],
    });
  });

  it('ships the year once every figure is verified, compiled like any other year', async () => {
    const path = join(dir, `${next}.json`);
    await writeFile(path, JSON.stringify(verifyAll(JSON.parse(await readFile(path, 'utf8')))));
    const found = await years();
    expect(found.drafts).toEqual([]);
    expect(found.shipped.map(({ year, compiled }) => [year, compiled.taxYear])).toEqual([
      [latest, latest],
      [next, next],
    ]);
    const modules = yearModules(found, '/* generated */');
    expect(modules.get(`tax/generated/tax-data-${next}.ts`)).toContain(`export const taxData${next}: CompiledYear =`);
    expect(modules.has(`tax/generated/tax-sources-${next}.ts`)).toBe(true);
    const index = modules.get('tax/generated/tax-years.ts');
    expect(index).toContain(`export const SHIPPED_TAX_YEARS = [${latest}, ${next}] as const;`);
    expect(index).toContain(`export const LATEST_SHIPPED_TAX_YEAR: ShippedTaxYear = ${next};`);
    expect(index).toContain(
      `  ${next}: () => import('./tax-federal-${next}').then((module) => module.taxFederal${next}),`,
    );
    // Each state of the new year is its own module, and the index loads it on its own.
    expect(modules.get(`tax/generated/tax-state-${next}-tx.ts`)).toContain(
      `export const taxState${next}TX: CompiledState =`,
    );
    expect(index).toContain(
      `    TX: () => import('./tax-state-${next}-tx').then((module) => module.taxState${next}TX),`,
    );
    expect(modules.get(`tax/generated/tax-data-${next}.ts`)).toContain(`    ['TX', taxState${next}TX],`);
    expect(index).toContain(
      'export const DRAFT_TAX_YEARS: ReadonlyArray<{ readonly year: number; readonly unverifiedFigures: number }> = [];',
    );
    expect(modules.get('tax/generated/tax-data-latest.ts')).toContain(
      `export { taxFederal${next} as latestFederal } from './tax-federal-${next}';`,
    );
  });

  it('names the file and the problem, without throwing, when a data file is broken', async () => {
    const broken = `${next + 1}.json`;
    await writeFile(join(dir, broken), '{ "taxYear": ');
    expect(await readTaxYears(files)).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(new RegExp(`^data/${next + 1}\\.json: not valid JSON: `))],
    });
    await writeFile(join(dir, broken), await readFile(join(dir, `${next}.json`), 'utf8'));
    expect(await readTaxYears(files)).toEqual({
      ok: false,
      errors: [`data/${next + 1}.json: taxYear is ${next}, but the file is named for ${next + 1}; they must agree`],
    });
    await rm(join(dir, broken));
  });
});

describe('the file as written', () => {
  it('passes the repository’s format check as it is', async () => {
    const path = resolve(import.meta.dirname, '../../tax/data/new.json');
    const written = await formatDataFile(
      `${JSON.stringify({ figure: { value: 1, source: 's', verified: false }, rows: [1, 2] }, null, 2)}\n`,
      path,
    );
    expect(await check(written, { ...(await resolveConfig(path)), filepath: path })).toBe(true);
    expect(written).toContain('"rows": [1, 2]');
  });
});
