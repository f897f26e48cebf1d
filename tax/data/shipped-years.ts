import { SHIPPED_TAX_YEARS, type ShippedTaxYear } from '../generated/tax-years';

const SHIPPED: ReadonlySet<number> = new Set(SHIPPED_TAX_YEARS);

/** Whether a year's data ships (every figure verified); a draft year or a year without data does not. */
export function isShippedTaxYear(year: number): year is ShippedTaxYear {
  return SHIPPED.has(year);
}
