/**
 * Registers the latest shipped year's federal figures up front: the browser entry. Its states load one by one with
 * ensureTaxState (a chunk each), and other years with ensureTaxYear.
 */
import { latestFederal } from '../generated/tax-data-latest';
import { LATEST_SHIPPED_TAX_YEAR } from '../generated/tax-years';
import { registerTaxYear } from './registry';

registerTaxYear({ taxYear: LATEST_SHIPPED_TAX_YEAR, federal: latestFederal, states: new Map() });
