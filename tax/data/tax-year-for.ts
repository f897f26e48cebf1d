/**
 * Which year's rules to calculate a pay date with, from the years that ship
 * (tax/generated/tax-years.ts): the date's own year when its data is verified;
 * otherwise the latest shipped year before it, flagged, so the page can say
 * the figures are not yet the requested year's. Pure: it loads nothing (see
 * ensureTaxYear for that).
 */
import { isCalendarDate } from '../core/calendar-date';
import type { Result } from '../core/result';
import { SHIPPED_TAX_YEARS, type ShippedTaxYear } from '../generated/tax-years';

export type TaxYearChoice =
  /** The pay date's own year ships. */
  | { year: ShippedTaxYear; verified: true }
  /** `requested` (the pay date's year) does not ship, or not yet: `year` is the latest shipped year before it. */
  | { year: ShippedTaxYear; verified: false; requested: number };

export function taxYearFor(payDate: string): Result<TaxYearChoice, string> {
  if (!isCalendarDate(payDate))
    return { ok: false, errors: [`payDate must be a date as YYYY-MM-DD, got "${payDate}"`] };
  const requested = Number(payDate.slice(0, 4));
  const year = SHIPPED_TAX_YEARS.filter((shipped) => shipped <= requested).at(-1);
  if (year === undefined) {
    return {
      ok: false,
      errors: [
        `no tax data for ${requested} or any earlier year; the earliest year calculated is ${SHIPPED_TAX_YEARS[0]}`,
      ],
    };
  }
  return { ok: true, value: year === requested ? { year, verified: true } : { year, verified: false, requested } };
}
