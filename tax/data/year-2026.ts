import { taxData2026 } from '../generated/tax-data-2026';
import { registerTaxYear } from './registry';

registerTaxYear(taxData2026);
