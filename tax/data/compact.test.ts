import { describe, expect, it } from 'vitest';
import data2026 from './2026.json';
import { compileBrackets } from './brackets';
import { printedBrackets, rows, runningBrackets, shaped } from './compact';
import type { Bracket } from './compiled';
import { compactYearSource, sameValue } from './compact-source';
import { compileTaxYear } from './validate-and-compile';

describe('the compact year modules', () => {
  it('rebuild running bracket bases with the compile step’s arithmetic, to the last bit', () => {
    const table = [
      { over: 0, rate: 0.039 },
      { over: 8500, rate: 0.044 },
      { over: 11700, rate: 0.0515 },
      { over: 13900, rate: 0.054 },
    ];
    const compiled = compileBrackets(table, 'test', []);
    expect(compiled[2]?.base).toBe(472.29999999999995);
    expect(sameValue(runningBrackets(table.flatMap((row) => [row.over, row.rate])), compiled)).toBe(true);
  });

  it('write printed bases as cents off the running total, and a base they cannot give back as printed', () => {
    const table = (base: number) =>
      compileBrackets(
        [
          { over: 0, rate: 0.1 },
          { over: 1000, base, rate: 0.2 },
        ],
        'test',
        [],
      );
    const year = compileTaxYear(data2026);
    if (!year.ok) throw new Error(year.errors.join('\n'));
    const written = (mfj: Bracket[]) =>
      compactYearSource({
        ...year.value,
        federal: { ...year.value.federal, standard: { ...year.value.federal.standard, mfj } },
      }).body;
    expect(written(table(100.5))).toContain('mfj:printedBrackets([0,0.1,0,1000,0.2,50])');
    expect(printedBrackets([0, 0.1, 0, 1000, 0.2, 50])).toEqual(table(100.5));
    expect(written(table(100.125))).toContain('mfj:rows(["over","base","rate"],[0,0,0.1,1000,100.125,0.2])');
    expect(rows(['over', 'base', 'rate'], [0, 0, 0.1, 1000, 100.125, 0.2])).toEqual(table(100.125));
  });

  it('give only the fields that differ from a type’s defaults, and fill the rest back in', () => {
    const year = compileTaxYear(data2026);
    if (!year.ok) throw new Error(year.errors.join('\n'));
    const body = compactYearSource(year.value).body;
    expect(body).not.toContain('source');
    // Only objects of a type without a constructor (a few small ones) spell out their undefined fields.
    expect(body.match(/undefined/g)?.length ?? 0).toBeLessThan(30);
    expect(body).toContain(
      'schedule({standardDeduction:deduction({amount:8750}),brackets:runningBrackets([0,0.02,3000,0.03,5000,0.05,17000,0.0575])})',
    );
    expect(shaped('deduction')({ amount: 5000 })).toEqual({
      amount: 5000,
      percentOfWages: 0,
      minimum: 0,
      maximum: Number.POSITIVE_INFINITY,
      phaseOut: undefined,
    });
  });

  it('tell a changed figure from the compiled year (what catches a stale module)', () => {
    const year = compileTaxYear(data2026);
    const again = compileTaxYear(data2026);
    if (!year.ok || !again.ok) throw new Error('2026 does not compile');
    expect(sameValue(year.value, again.value)).toBe(true);
    const ny = again.value.states.get('NY');
    const rules = ny?.incomeTax[0];
    const bracket = rules?.method === 'formula' ? rules.schedules.get('single')?.brackets[1] : undefined;
    if (bracket === undefined) throw new Error('no New York bracket');
    bracket.base += 1e-9;
    expect(sameValue(year.value, again.value)).toBe(false);
  });
});
