'use client';
import { CheckLabel } from '@/components/ui/form/Choices';
import { Field, FormHint } from '@/components/ui/form/Field';
import { useCalculatorMessages } from '../messages/context.client';
import type { CertificateField } from '../model/state-certificate';
import styles from './inputs.module.css';
import { NumberField } from './NumberField.client';

interface StateCertificateProps {
  form: string;
  fields: CertificateField[];
  values: Record<string, string>;
  errors: Record<string, string>;
  onChange: (name: string, value: string) => void;
}

/** The state's own certificate, field by field in the form's words; empty fields take the form's defaults. */
export function StateCertificate({ form, fields, values, errors, onChange }: StateCertificateProps) {
  const m = useCalculatorMessages();
  return (
    <fieldset className={styles.group}>
      <legend>{m.withholding.certificateLegend(form)}</legend>
      <FormHint>{m.withholding.certificateHint}</FormHint>
      {fields.map((field) => {
        if (field.type.kind === 'flag') {
          return (
            <CheckLabel key={field.name}>
              <input
                type="checkbox"
                name={field.name}
                checked={values[field.name] === 'true'}
                onChange={(event) => onChange(field.name, event.target.checked ? 'true' : '')}
              />{' '}
              {field.label}
            </CheckLabel>
          );
        }
        if (field.type.kind === 'choice') {
          const { options } = field.type;
          return (
            <Field
              key={field.name}
              id={`state-w4-${field.name}`}
              label={field.label}
              error={errors[field.name]}
              control={(control) => (
                <select
                  {...control}
                  value={values[field.name] ?? ''}
                  onChange={(event) => onChange(field.name, event.target.value)}
                >
                  <option value="">{m.withholding.notGiven}</option>
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </select>
              )}
            />
          );
        }
        return (
          <NumberField
            key={field.name}
            name={field.name}
            label={field.label}
            value={values[field.name] ?? ''}
            onChange={(value) => onChange(field.name, value)}
            error={errors[field.name]}
            {...(field.type.kind === 'number' && field.type.percent ? { suffix: '%' } : {})}
          />
        );
      })}
    </fieldset>
  );
}
