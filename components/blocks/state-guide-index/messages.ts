/** What the index's cards say about each state, in each language. The index is rendered on the server only. */
import type { LocaleCode } from '@/engine/locale';

export interface StateGuideIndexMessages {
  noIncomeTax: string;
  withholdingRequired: string;
  notWithheld: string;
  byAgreement: string;
}

const en: StateGuideIndexMessages = {
  noIncomeTax: 'No income tax on wages',
  withholdingRequired: 'Income tax withholding required',
  notWithheld: 'No income tax withheld from household pay',
  byAgreement: 'Income tax withheld only by agreement',
};

const es: StateGuideIndexMessages = {
  noIncomeTax: 'Sin impuesto sobre el ingreso en los salarios',
  withholdingRequired: 'Retención obligatoria del impuesto sobre el ingreso',
  notWithheld: 'No se retiene impuesto sobre el ingreso del salario de un empleado doméstico',
  byAgreement: 'Retención del impuesto sobre el ingreso solo por acuerdo',
};

export const stateGuideIndexMessages: Record<LocaleCode, StateGuideIndexMessages> = { 'en-US': en, 'es-US': es };
