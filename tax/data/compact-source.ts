/**
 * Writes a compiled year as TypeScript source for tax/generated (run by
 * `npm run gen`, never by the runtime): objects as the constructors of
 * tax/data/compact.ts with only their non-default fields, tables of numbers
 * flat, bracket bases left out where the running total gives them exactly.
 */
import type { CompiledFederal, CompiledState, CompiledYear } from './compiled';
import type { StateCode } from '../generated/tax-year';
import { printedBrackets, runningBrackets, SHAPES, type ShapeName } from './compact';

interface Shape {
  name: ShapeName;
  defaults: Record<string, unknown>;
}

const keySet = (value: object) => Object.keys(value).sort().join();

function shapesByKeys(): Map<string, Shape> {
  const byKeys = new Map<string, Shape>();
  for (const name of Object.keys(SHAPES) as ShapeName[]) {
    const defaults: Record<string, unknown> = { ...SHAPES[name]() };
    const keys = keySet(defaults);
    const other = byKeys.get(keys);
    // Two types with the same fields could not be told apart when written.
    if (other !== undefined) throw new Error(`compact shapes ${other.name} and ${name} have the same fields`);
    byKeys.set(keys, { name, defaults });
  }
  return byKeys;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Map);

/** Deep equality as the runtime sees it: Maps by entries, numbers by Object.is (so -0 and 0 differ). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (typeof a === 'number' || typeof b === 'number') return Object.is(a, b);
  if (a instanceof Map || b instanceof Map) {
    if (!(a instanceof Map && b instanceof Map) || a.size !== b.size) return false;
    const entries = [...b.entries()];
    return [...a.entries()].every(
      ([key, value], i) => Object.is(entries[i]?.[0], key) && sameValue(value, entries[i]?.[1]),
    );
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && sameValue(a[key], b[key]))
    );
  }
  return a === b;
}

/** The keys of rows that are all numbers with the same fields in the same order, else undefined. */
function numberRowKeys(items: readonly unknown[]): string[] | undefined {
  const first = items[0];
  if (!isRecord(first)) return undefined;
  const keys = Object.keys(first);
  const fits = (item: unknown) =>
    isRecord(item) &&
    Object.keys(item).join() === keys.join() &&
    keys.every((key) => typeof item[key] === 'number' && Number.isFinite(item[key]));
  return keys.length > 0 && items.every(fits) ? keys : undefined;
}

/** [over, rate, cents, ...] for printedBrackets: each base as cents off the running total rounded to the cent. */
function centsOffRunning(items: readonly unknown[]): number[] | undefined {
  const flat: number[] = [];
  let previous: { over: number; base: number; rate: number } | undefined;
  for (const item of items) {
    if (
      !isRecord(item) ||
      typeof item.over !== 'number' ||
      typeof item.base !== 'number' ||
      typeof item.rate !== 'number'
    )
      return undefined;
    const running = previous === undefined ? 0 : previous.base + previous.rate * (item.over - previous.over);
    flat.push(item.over, item.rate, Math.round(item.base * 100) - Math.round(running * 100));
    previous = { over: item.over, base: item.base, rate: item.rate };
  }
  return flat;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function numberSource(value: number): string {
  if (Number.isNaN(value)) throw new Error('NaN in compiled tax data');
  if (value === Number.POSITIVE_INFINITY) return 'Infinity';
  if (value === Number.NEGATIVE_INFINITY) return '-Infinity';
  return Object.is(value, -0) ? '-0' : String(value);
}

type Helper = 'rows' | 'runningBrackets' | 'printedBrackets';

interface CompactSource {
  body: string;
  shapes: ShapeName[];
  helpers: Helper[];
}

/** A compiled year, or any part of one (its federal figures, a state), as compact source. */
export function compactYearSource(year: CompiledYear | CompiledFederal | CompiledState): CompactSource {
  const byKeys = shapesByKeys();
  const usedShapes = new Set<ShapeName>();
  const helpers = new Set<Helper>();

  const write = (value: unknown): string => {
    if (value === undefined) return 'undefined';
    if (value === null) return 'null';
    if (typeof value === 'number') return numberSource(value);
    if (typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
    if (value instanceof Map)
      return value.size === 0
        ? 'new Map()'
        : `new Map([${[...value].map(([key, item]) => `[${write(key)},${write(item)}]`).join(',')}])`;
    if (Array.isArray(value)) return writeArray(value);
    if (isRecord(value)) return writeObject(value);
    throw new Error(`cannot write a ${typeof value} in compiled tax data`);
  };

  const writeArray = (items: readonly unknown[]): string => {
    const keys = numberRowKeys(items);
    if (keys === undefined) return `[${items.map(write).join(',')}]`;
    const numbers = (fields: readonly string[]) =>
      items.flatMap((item) => fields.map((key) => (isRecord(item) ? Number(item[key]) : 0)));
    if (keys.join() === 'over,base,rate') {
      const flat = numbers(['over', 'rate']);
      if (sameValue(runningBrackets(flat), items)) {
        helpers.add('runningBrackets');
        return `runningBrackets([${flat.map(numberSource).join(',')}])`;
      }
      const printed = centsOffRunning(items);
      if (printed !== undefined && sameValue(printedBrackets(printed), items)) {
        helpers.add('printedBrackets');
        return `printedBrackets([${printed.map(numberSource).join(',')}])`;
      }
    }
    helpers.add('rows');
    return `rows(${JSON.stringify(keys)},[${numbers(keys).map(numberSource).join(',')}])`;
  };

  const writeFields = (entries: [string, unknown][]) =>
    `{${entries.map(([key, item]) => `${IDENTIFIER.test(key) ? key : JSON.stringify(key)}:${write(item)}`).join(',')}}`;

  const writeObject = (value: Record<string, unknown>): string => {
    const shape = byKeys.get(keySet(value));
    if (shape === undefined) return writeFields(Object.entries(value));
    usedShapes.add(shape.name);
    return `${shape.name}(${writeFields(Object.entries(value).filter(([key, item]) => !sameValue(item, shape.defaults[key])))})`;
  };

  const body = write(year);
  return { body, shapes: [...usedShapes].sort(), helpers: [...helpers].sort() };
}

/** A generated module's header: the banner, its imports, one constructor per type its data uses. */
function moduleHead(banner: string, typeName: string, { shapes, helpers }: CompactSource): string[] {
  const imports = [...helpers, ...(shapes.length > 0 ? ['shaped'] : [])].join(', ');
  return [
    banner,
    `import type { ${typeName} } from '../data/compiled';`,
    ...(imports === '' ? [] : [`import { ${imports} } from '../data/compact';`]),
    '',
    ...shapes.map((name) => `const ${name} = shaped('${name}');`),
    ...(shapes.length > 0 ? [''] : []),
  ];
}

/** The names a year's generated modules export, so the writer and the index that imports them agree. */
export const yearPartNames = {
  year: (taxYear: number) => `taxData${taxYear}`,
  federal: (taxYear: number) => `taxFederal${taxYear}`,
  state: (taxYear: number, code: StateCode) => `taxState${taxYear}${code}`,
  federalFile: (taxYear: number) => `tax-federal-${taxYear}`,
  stateFile: (taxYear: number, code: StateCode) => `tax-state-${taxYear}-${code.toLowerCase()}`,
};

/**
 * A year as generated modules: its federal figures, each state on its own (so the browser fetches only the state a
 * family chose), and the whole year put together from them for Node. Keyed by file name without the folder.
 */
export function compactYearModules(year: CompiledYear, banner: string, sourceFile: string): Map<string, string> {
  const { taxYear } = year;
  const modules = new Map<string, string>();
  const federal = compactYearSource(year.federal);
  modules.set(
    `${yearPartNames.federalFile(taxYear)}.ts`,
    [
      ...moduleHead(banner, 'CompiledFederal', federal),
      `/** The federal figures of ${sourceFile} as the runtime reads them (tax/data/compact.ts). */`,
      `export const ${yearPartNames.federal(taxYear)}: CompiledFederal = ${federal.body};`,
      '',
    ].join('\n'),
  );
  for (const [code, state] of year.states) {
    const source = compactYearSource(state);
    modules.set(
      `${yearPartNames.stateFile(taxYear, code)}.ts`,
      [
        ...moduleHead(banner, 'CompiledState', source),
        `/** ${state.name} in ${sourceFile} as the runtime reads it (tax/data/compact.ts). */`,
        `export const ${yearPartNames.state(taxYear, code)}: CompiledState = ${source.body};`,
        '',
      ].join('\n'),
    );
  }
  const codes = [...year.states.keys()];
  modules.set(
    `tax-data-${taxYear}.ts`,
    [
      banner,
      "import type { CompiledYear } from '../data/compiled';",
      `import { ${yearPartNames.federal(taxYear)} } from './${yearPartNames.federalFile(taxYear)}';`,
      ...codes.map(
        (code) =>
          `import { ${yearPartNames.state(taxYear, code)} } from './${yearPartNames.stateFile(taxYear, code)}';`,
      ),
      '',
      `/** ${sourceFile} as the runtime reads it: schema-checked, cross-checked and compiled when generated (tax/data/compact.ts). */`,
      `export const ${yearPartNames.year(taxYear)}: CompiledYear = {`,
      `  taxYear: ${taxYear},`,
      `  federal: ${yearPartNames.federal(taxYear)},`,
      '  states: new Map([',
      ...codes.map((code) => `    ['${code}', ${yearPartNames.state(taxYear, code)}],`),
      '  ]),',
      '};',
      '',
    ].join('\n'),
  );
  return modules;
}
