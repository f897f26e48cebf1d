import { taxData2025 } from '../generated/tax-data-2025';
import { registerTaxYear } from './registry';

registerTaxYear(taxData2025);
