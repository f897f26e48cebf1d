/** Registers every shipped year up front: the Node entry (CLI, tests, benches), where download size does not matter. */
import { SHIPPED_TAX_DATA } from '../generated/tax-data-shipped';
import { registerTaxYear } from './registry';

for (const year of SHIPPED_TAX_DATA) registerTaxYear(year);
