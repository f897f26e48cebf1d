import { describe, expect, it } from 'vitest';
import schema from '../schema/tax-year.schema.json';
import { STATE_CODES } from '../core/state-codes';
import data2025 from './2025.json';
import data2026 from './2026.json';
import { taxData2025 } from '../generated/tax-data-2025';
import { taxData2026 } from '../generated/tax-data-2026';
import { taxSources2026 } from '../generated/tax-sources-2026';
import { sourceIndex } from './runtime-data';
import { compileTaxYear, validatedTaxYear } from './validate-and-compile';
import { sameValue } from './compact-source';
import { supportedTaxYears } from './registry';
import { SHIPPED_TAX_YEARS } from '../generated/tax-years';
import { validateTaxYear } from './validate';
import { PAY_LAW_RULES } from '@/paylaw';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('tax data files', () => {
  it.each([
    ['2025', data2025],
    ['2026', data2026],
  ])('%s validates against the schema and compiles', (_year, data) => {
    const compiled = compileTaxYear(data);
    expect(compiled.ok ? [] : compiled.errors).toEqual([]);
  });
  it('the runtime offers every shipped year', () => {
    expect(supportedTaxYears()).toEqual([...SHIPPED_TAX_YEARS]);
  });
  it.each([
    ['2025', data2025],
    ['2026', data2026],
  ])('%s cites every source it lists', (_year, data) => {
    const text = JSON.stringify({ ...data, sources: {} });
    const unused = Object.keys(data.sources).filter((id) => !text.includes(`"source":"${id}"`));
    expect(unused).toEqual([]);
  });
  it.each([
    ['2025', data2025, taxData2025],
    ['2026', data2026, taxData2026],
  ])(
    'the generated module the runtime reads for %s is the data file as it stands, compiled (else run npm run gen)',
    (_year, data, generated) => {
      const compiled = compileTaxYear(data);
      if (!compiled.ok) throw new Error(compiled.errors.join('\n'));
      expect(generated).toEqual(compiled.value);
      // Stricter than toEqual: the same fields (undefined ones included), Map order, and every number to the last bit.
      expect(sameValue(generated, compiled.value)).toBe(true);
    },
  );
  it('the sources modules say where every figure comes from', () => {
    const index = sourceIndex(validatedTaxYear(data2026));
    expect(taxSources2026).toEqual(index);
    expect(index.figures['/federal/socialSecurity/wageBase']).toBe(data2026.federal.socialSecurity.wageBase.source);
    expect(Object.keys(index.figures).length).toBeGreaterThan(200);
    for (const key of new Set(Object.values(index.figures))) expect(index.sources[key], key).toBeDefined();
  });
  it.each([
    ['2025', taxData2025],
    ['2026', taxData2026],
  ])(
    '%s names each state as the pay-law rules do, which name the states in a sentence before any state loads',
    (_year, year) => {
      for (const [code, state] of year.states) expect(state.name).toBe(PAY_LAW_RULES.states[code].name);
    },
  );
  it('the runtime state list matches the schema enum', () => {
    expect([...STATE_CODES].sort()).toEqual([...schema.$defs.stateCode.enum].sort());
  });
  it('rejects a figure out of range, an unknown field and a missing source', () => {
    const bad = clone(data2026);
    bad.federal.socialSecurity.employeeRate.value = 6.2;
    const result = validateTaxYear({ ...bad, surprise: true });
    expect(result.ok).toBe(false);
    if (!result.ok)
      expect(result.errors.join('\n')).toMatch(
        /must NOT have additional properties[\s\S]*must be <= 1|must be <= 1[\s\S]*additional properties/,
      );
    const noSource = clone(data2026);
    noSource.federal.futa.wageBase.source = 'no-such-source';
    const compiled = compileTaxYear(noSource);
    expect(compiled.ok ? [] : compiled.errors).toEqual([
      'federal.futa.wageBase.source "no-such-source" is not in the sources map',
    ]);
  });
  it('rejects a bracket table whose printed base disagrees with its rates', () => {
    const bad = clone(data2026);
    const row = bad.federal.withholding.standard.single[3];
    if (row === undefined) throw new Error('table too short');
    row.base = 5900;
    const compiled = compileTaxYear(bad);
    expect(compiled.ok).toBe(false);
    if (!compiled.ok) expect(compiled.errors[0]).toMatch(/standard\.single\[3\]: printed base 5900 differs/);
  });
  it('refuses an unknown federal figure', () => {
    const bad = clone(data2026);
    Object.assign(bad.federal.socialSecurity.wageBase, { value: null });
    const compiled = compileTaxYear(bad);
    expect(compiled.ok ? [] : compiled.errors).toEqual([
      'federal.socialSecurity.wageBase is unknown; federal figures must be known',
    ]);
  });
  it('refuses a missing state', () => {
    const bad: { states: Record<string, unknown> } = clone(data2026);
    delete bad.states.WY;
    const compiled = compileTaxYear(bad);
    expect(compiled.ok ? [] : compiled.errors).toEqual(['states.WY is missing']);
  });
});
