/** A number field in a language's words: as the form shows it, and as a sentence names it. */
import type { LocalTaxSummary } from '@/tax/local/local-tax';
import type { FieldWording } from '../messages/field-wording';
import type { CalculatorMessages } from '../messages/types';
import { NUMBER_FIELDS, type NumberFieldName } from './calculator-fields';

/** The label and hint the form shows; undefined for a field only a link fills in (or a local tax the state lacks). */
export function wordingOf(
  name: NumberFieldName,
  messages: CalculatorMessages,
  tax?: LocalTaxSummary,
): FieldWording | undefined {
  if (name === 'localTaxRate' || name === 'localServicesTax')
    return tax === undefined ? undefined : messages.localFields[name](tax);
  const shown: Partial<Record<NumberFieldName, FieldWording>> = messages.fields;
  return NUMBER_FIELDS[name].formLabel === 'own' ? shown[name] : undefined;
}

/** The label a list of inputs gives the field: the form's, or the name a sentence uses for one the form never shows. */
export const labelOf = (name: NumberFieldName, messages: CalculatorMessages, tax?: LocalTaxSummary): string =>
  wordingOf(name, messages, tax)?.label ?? messages.fieldNames[name];
