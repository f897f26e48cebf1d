/** Registers the latest shipped year up front: the browser entry; other years load on demand with ensureTaxYear. */
import { latestTaxData } from '../generated/tax-data-latest';
import { registerTaxYear } from './registry';

registerTaxYear(latestTaxData);
