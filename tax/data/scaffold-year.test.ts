import { describe, expect, it } from 'vitest';
import data2026 from './2026.json';
import type { TaxYear } from '../generated/tax-year';
import { scaffoldTaxYear } from './scaffold-year';
import { unverifiedFigures } from './unverified';
import { validatedTaxYear } from './validate-and-compile';

const latest = validatedTaxYear(data2026);
const next = scaffoldTaxYear(latest, latest.taxYear + 1);
const firstDay = `${latest.taxYear + 1}-01-01`;

/** Every object in the file that cites a source, by JSON pointer. */
function citing(data: unknown, pointer = ''): string[] {
  if (Array.isArray(data)) return data.flatMap((item, index) => citing(item, `${pointer}/${index}`));
  if (typeof data !== 'object' || data === null) return [];
  const own = 'source' in data && typeof data.source === 'string' ? [pointer] : [];
  return [
    ...own,
    ...Object.entries(data).flatMap(([key, value]) =>
      pointer === '' && key === 'sources' ? [] : citing(value, `${pointer}/${key}`),
    ),
  ];
}

describe('scaffolding next year from the latest data file', () => {
  it('names the new year and marks everything that cites a source as unverified, keeping the values', () => {
    expect(next.taxYear).toBe(latest.taxYear + 1);
    const unverified = unverifiedFigures(next).map((figure) => figure.pointer);
    expect(unverified).toEqual(citing(next));
    for (const code of Object.keys(next.states)) {
      expect(unverified).toEqual(
        expect.arrayContaining([
          `/states/${code}/unemployment/wageBase`,
          `/states/${code}/unemployment/newEmployerRate`,
          `/states/${code}/incomeTax/0`,
        ]),
      );
    }
    expect(next.federal.socialSecurity.wageBase).toEqual({
      value: latest.federal.socialSecurity.wageBase.value,
      source: latest.federal.socialSecurity.wageBase.source,
      verified: false,
    });
    expect(unverified).toContain('/federal/withholding');
    expect(unverified).toContain('/states/GA/incomeTax/0');
  });

  it('puts the marker right after the source, where a reader of the file looks', () => {
    expect(Object.keys(next.federal.socialSecurity.wageBase)).toEqual(['value', 'source', 'verified']);
    const georgia = next.states.GA?.incomeTax[0];
    expect(Object.keys(georgia ?? {}).slice(0, 4)).toEqual(['method', 'effectiveFrom', 'source', 'verified']);
  });

  it('starts every state on 1 January with the rules in force at the end of the old year', () => {
    for (const [code, state] of Object.entries(next.states)) {
      expect(
        state?.incomeTax.map((rules) => rules.effectiveFrom),
        code,
      ).toEqual([firstDay]);
    }
    const lastEdition = latest.states.GA?.incomeTax.at(-1);
    expect(lastEdition?.effectiveFrom.startsWith(`${latest.taxYear}-`)).toBe(true);
    expect(next.states.GA?.incomeTax[0]).toMatchObject({ source: lastEdition?.source, effectiveFrom: firstDay });
  });

  it('leaves the FUTA credit reductions unknown until the new year’s list is out', () => {
    expect(next.federal.futa.creditReductions).toMatchObject({ known: false, states: {}, verified: false });
  });

  it('drops a program that ended in the old year and starts one that began during it on 1 January', () => {
    const withPrograms = structuredClone(latest);
    const programs = withPrograms.states.NJ?.programs ?? [];
    const [first, second] = programs;
    if (first === undefined || second === undefined)
      throw new Error('New Jersey has fewer programs than this test needs');
    programs.splice(
      0,
      2,
      { ...first, effectiveUntil: `${latest.taxYear}-06-30` },
      { ...second, effectiveFrom: `${latest.taxYear}-07-01` },
    );
    const scaffolded = scaffoldTaxYear(withPrograms, latest.taxYear + 1);
    const codes = scaffolded.states.NJ?.programs.map((program) => program.code);
    expect(codes).not.toContain(first.code);
    expect(scaffolded.states.NJ?.programs.find((program) => program.code === second.code)?.effectiveFrom).toBe(
      firstDay,
    );
  });

  it('keeps a change already dated in the new year after the rules carried over', () => {
    const withChange: TaxYear = structuredClone(latest);
    const utah = withChange.states.UT;
    const current = utah?.incomeTax.at(-1);
    if (utah === undefined || current === undefined) throw new Error('no Utah rules');
    utah.incomeTax.push({ ...current, effectiveFrom: `${latest.taxYear + 1}-07-01` });
    expect(
      scaffoldTaxYear(withChange, latest.taxYear + 1).states.UT?.incomeTax.map((rules) => rules.effectiveFrom),
    ).toEqual([firstDay, `${latest.taxYear + 1}-07-01`]);
  });

  it('does not change the file it starts from', () => {
    expect(unverifiedFigures(latest)).toEqual([]);
    expect(latest.taxYear).toBe(data2026.taxYear);
  });
});

describe('unverified figures', () => {
  it('lists each marked object by JSON pointer with its source and, for a figure, its value', () => {
    const data = {
      sources: { 'a/b': { title: 'x', verified: false } },
      federal: {
        wageBase: { value: 100, source: 's', verified: false },
        table: { source: 't', verified: false, rows: [] },
        known: { value: 1, source: 's' },
      },
      states: { 'X/Y': [{ value: null, source: 'u', verified: false }] },
    };
    expect(unverifiedFigures(data)).toEqual([
      { pointer: '/federal/wageBase', source: 's', value: 100 },
      { pointer: '/federal/table', source: 't' },
      { pointer: '/states/X~1Y/0', source: 'u', value: null },
    ]);
  });
});
