import { NUMBER_FIELDS, type FieldErrors, type NumberFieldName } from './calculator-fields';
import styles from './calculator.module.css';
import { NumberField } from './NumberField';
import type { CalculatorState } from './query-state';

interface FormFieldProps {
  name: NumberFieldName;
  form: CalculatorState;
  errors: FieldErrors;
  update: (changes: Partial<CalculatorState>) => void;
  /** The field's words where the state's data supplies them (a local tax's name); otherwise the field list's. */
  label?: string;
  hint?: string;
}

/** One number field of the calculator, in the words of the field list: dollars after a "$", a percentage before a "%". */
export function FormField({ name, form, errors, update, label, hint }: FormFieldProps) {
  const spec = NUMBER_FIELDS[name];
  const shownHint = hint ?? spec.wording?.hint;
  return (
    <NumberField
      name={name}
      label={label ?? spec.wording?.label ?? spec.label}
      value={form[name]}
      onChange={(value) => update({ [name]: value })}
      error={errors[name]}
      {...(spec.cents ? { prefix: '$' } : {})}
      {...(spec.kind === 'fraction' ? { suffix: '%' } : {})}
      {...(shownHint === undefined ? {} : { hint: shownHint })}
    />
  );
}

interface FormFieldsProps extends Omit<FormFieldProps, 'name' | 'label' | 'hint'> {
  names: readonly NumberFieldName[];
}

/** Fields side by side, or one alone; a field the form never shows (it comes from a link only) is left out. */
export function FormFields({ names, ...shared }: FormFieldsProps) {
  const shown = names.filter((name) => NUMBER_FIELDS[name].wording !== undefined);
  const fields = shown.map((name) => <FormField key={name} name={name} {...shared} />);
  return fields.length > 1 ? <div className={styles.row}>{fields}</div> : fields;
}
