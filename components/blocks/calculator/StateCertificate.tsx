import styles from './calculator.module.css';
import { NumberField } from './NumberField';
import type { CertificateField } from './state-certificate';

interface StateCertificateProps {
  form: string;
  fields: CertificateField[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

/** The state's own certificate, field by field in the form's words; empty fields take the form's defaults. */
export function StateCertificate({ form, fields, values, errors, onChange }: StateCertificateProps) {
  return (
    <fieldset className={styles.group}>
      <legend>Your caregiver&apos;s {form}</legend>
      <p className={styles.hint}>Leave a field empty for what the state applies when no form was filed.</p>
      {fields.map((field) => {
        const id = `state-w4-${field.name}`;
        const error = errors[field.name];
        if (field.type.kind === 'flag') {
          return (
            <label key={field.name} className={styles.check}>
              <input
                type="checkbox"
                name={field.name}
                checked={values[field.name] === 'true'}
                onChange={(event) => onChange(field.name, event.target.checked ? 'true' : '')}
              />{' '}
              {field.label}
            </label>
          );
        }
        if (field.type.kind === 'choice') {
          return (
            <div key={field.name} className={styles.field}>
              <label htmlFor={id}>{field.label}</label>
              <select
                id={id}
                value={values[field.name] ?? ''}
                onChange={(event) => onChange(field.name, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              >
                <option value="">Not given</option>
                {field.type.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              {error && (
                <p id={`${id}-error`} className={styles.error}>
                  {error}
                </p>
              )}
            </div>
          );
        }
        return (
          <NumberField
            key={field.name}
            name={field.name}
            label={field.label}
            value={values[field.name] ?? ''}
            onChange={(value) => onChange(field.name, value)}
            error={error}
            {...(field.type.kind === 'number' && field.type.percent ? { suffix: '%' } : {})}
          />
        );
      })}
    </fieldset>
  );
}
