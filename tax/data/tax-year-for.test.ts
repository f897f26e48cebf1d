import { describe, expect, it } from 'vitest';
import { LATEST_SHIPPED_TAX_YEAR, SHIPPED_TAX_YEARS } from '../generated/tax-years';
import { taxYearFor } from './tax-year-for';

const first = SHIPPED_TAX_YEARS[0];
const latest = LATEST_SHIPPED_TAX_YEAR;

describe('taxYearFor: which year to calculate a pay date in', () => {
  it('is the pay date’s own year when that year ships, through 31 December', () => {
    expect(taxYearFor(`${latest}-01-01`)).toEqual({ ok: true, value: { year: latest, verified: true } });
    expect(taxYearFor(`${latest}-12-31`)).toEqual({ ok: true, value: { year: latest, verified: true } });
    expect(taxYearFor(`${first}-06-15`)).toEqual({ ok: true, value: { year: first, verified: true } });
  });

  it('falls back to the latest shipped year, flagged unverified, for a year whose data is not ready', () => {
    expect(taxYearFor(`${latest + 1}-01-02`)).toEqual({
      ok: true,
      value: { year: latest, verified: false, requested: latest + 1 },
    });
    expect(taxYearFor(`${latest + 5}-03-01`)).toEqual({
      ok: true,
      value: { year: latest, verified: false, requested: latest + 5 },
    });
  });

  it('has no year for a date before every shipped year, or for text that is not a date', () => {
    expect(taxYearFor(`${first - 1}-12-31`)).toEqual({
      ok: false,
      errors: [`no tax data for ${first - 1} or any earlier year; the earliest year calculated is ${first}`],
    });
    expect(taxYearFor(`${latest}-02-30`)).toEqual({
      ok: false,
      errors: [`payDate must be a date as YYYY-MM-DD, got "${latest}-02-30"`],
    });
    expect(taxYearFor('')).toMatchObject({ ok: false });
  });
});
