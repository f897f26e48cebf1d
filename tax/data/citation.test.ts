/** A page cites the authority's official title at its own address; the tax data refuses anything else. */
import { describe, expect, it } from 'vitest';
import data2026 from './2026.json';
import { compileTaxYear } from './validate-and-compile';
import { sourceIndex } from './runtime-data';
import { validatedTaxYear } from './validate-and-compile';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
const errorsOf = (data: unknown): string[] => {
  const compiled = compileTaxYear(data);
  return compiled.ok ? [] : compiled.errors;
};

/** The 2026 file with one source replaced: the one behind the Social Security wage base. */
function withWageBaseSource(source: Record<string, unknown>) {
  const data = clone(data2026);
  const key = data.federal.socialSecurity.wageBase.source;
  Object.assign(data.sources, { [key]: source });
  return { data, key };
}

const vendorCopy = {
  title: 'A payroll vendor: Social Security wage base for 2026',
  url: 'https://www.example-payroll.com/2026-wage-base',
  date: '2025-10-24',
  kind: 'secondary',
  reason: "The Administration's own page was not read; a vendor's summary was.",
};
const ssa = {
  authority: 'Social Security Administration',
  title: 'Contribution and Benefit Base',
  url: 'https://www.ssa.gov/oact/cola/cbb.html',
};

describe('citations in the tax data', () => {
  it('accepts a secondary source that cites the authority, and shows visitors only the citation', () => {
    const { data, key } = withWageBaseSource({ ...vendorCopy, cite: ssa });
    expect(errorsOf(data)).toEqual([]);
    const shown = sourceIndex(validatedTaxYear(data)).sources[key];
    expect(shown).toEqual(ssa);
    expect(JSON.stringify(sourceIndex(validatedTaxYear(data)))).not.toMatch(/example-payroll|vendor/);
  });

  it('refuses a secondary source with no citation', () => {
    const { data, key } = withWageBaseSource(vendorCopy);
    expect(errorsOf(data)).toEqual([
      expect.stringMatching(new RegExp(`^sources\\.${key} is secondary and has no "cite"`)),
    ]);
  });

  it("refuses a citation off the authority's host, or over plain http", () => {
    for (const url of ['https://www.example-payroll.com/2026-wage-base', 'http://www.ssa.gov/oact/cola/cbb.html']) {
      const { data, key } = withWageBaseSource({ ...vendorCopy, cite: { ...ssa, url } });
      expect(errorsOf(data), url).toEqual([
        expect.stringMatching(new RegExp(`^sources\\.${key}\\.cite\\.url .* is not the authority's own https address`)),
      ]);
    }
  });

  it('refuses a citation title that narrates how the figure was read', () => {
    for (const title of ['Contribution and Benefit Base (stored copy)', 'Wage base, as reported by Bloomberg Tax']) {
      const { data } = withWageBaseSource({ ...vendorCopy, cite: { ...ssa, title } });
      expect(errorsOf(data), title).toEqual([expect.stringMatching(/\.cite\.title is not an official title/)]);
    }
  });

  it('refuses a note a family reads that narrates research', () => {
    const data = clone(data2026);
    Object.assign(data.states.TX.unemployment, { note: 'The 2026 rate was not found in the stored copies.' });
    expect(errorsOf(data)).toEqual([expect.stringMatching(/^states\.TX\.unemployment\.note reads as a research note/)]);
  });

  it('the data refuses a primary source on a vendor host, and a secondary source without its reason', () => {
    const vendor = clone(data2026);
    const [id, source] = Object.entries(vendor.sources).find(([, s]) => s.kind === 'primary' && !('cite' in s)) ?? [];
    if (id === undefined || source === undefined) throw new Error('the 2026 data has no primary source');
    Object.assign(source, { url: 'https://www.halfpricesoft.com/federal_income_tax_2026' });
    const compiled = compileTaxYear(vendor);
    expect(compiled.ok ? [] : compiled.errors).toEqual([
      `sources.${id}.url https://www.halfpricesoft.com/federal_income_tax_2026 is not the authority's own https address: cite the agency's own publication`,
    ]);
    const unexplained = clone(data2026);
    const anySource = Object.values(unexplained.sources)[0];
    if (anySource === undefined) throw new Error('the 2026 data lists no sources');
    Object.assign(anySource, { kind: 'secondary' });
    delete (anySource as { reason?: string }).reason;
    const refused = compileTaxYear(unexplained);
    expect(refused.ok ? [] : refused.errors.join('\n')).toMatch(/must have required property 'reason'/);
  });
});
