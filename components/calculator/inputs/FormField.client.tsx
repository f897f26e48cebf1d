'use client';
import type { ReactNode } from 'react';
import type { LocalTaxSummary } from '@/tax/local/local-tax';
import { useCalculatorMessages } from '../messages/context.client';
import { NUMBER_FIELDS, type FieldErrors, type NumberFieldName } from '../model/calculator-fields';
import { labelOf, wordingOf } from '../model/field-words';
import type { CalculatorState } from '../model/query-state';
import styles from './inputs.module.css';
import { NumberField } from './NumberField.client';

interface FormFieldProps {
  name: NumberFieldName;
  form: CalculatorState;
  errors: FieldErrors;
  update: (changes: Partial<CalculatorState>) => void;
  /** The local tax the field is for, as the state has it: it names the field. */
  tax?: LocalTaxSummary;
  /** A live note under the field. */
  note?: { text: ReactNode; warning: boolean } | undefined;
}

/** One number field of the calculator, in the words of the field list: dollars after a "$", a percentage before a "%". */
export function FormField({ name, form, errors, update, tax, note }: FormFieldProps) {
  const m = useCalculatorMessages();
  const spec = NUMBER_FIELDS[name];
  const shownHint = wordingOf(name, m, tax)?.hint;
  return (
    <NumberField
      name={name}
      label={labelOf(name, m, tax)}
      value={form[name]}
      onChange={(value) => update({ [name]: value })}
      error={errors[name]}
      {...(spec.cents ? { prefix: '$' } : {})}
      {...(spec.kind === 'fraction' ? { suffix: '%' } : {})}
      {...(shownHint === undefined ? {} : { hint: shownHint })}
      note={note}
    />
  );
}

interface FormFieldsProps extends Omit<FormFieldProps, 'name' | 'tax' | 'note'> {
  names: readonly NumberFieldName[];
}

/** Fields side by side, or one alone; a field the form never shows (it comes from a link only) is left out. */
export function FormFields({ names, ...shared }: FormFieldsProps) {
  const shown = names.filter((name) => NUMBER_FIELDS[name].formLabel === 'own');
  const fields = shown.map((name) => <FormField key={name} name={name} {...shared} />);
  return fields.length > 1 ? <div className={styles.row}>{fields}</div> : fields;
}
