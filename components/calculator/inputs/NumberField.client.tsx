'use client';
import { useId } from 'react';
import { Field } from '@/components/ui/form/Field';
import styles from './inputs.module.css';

interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  prefix?: string;
  suffix?: string;
  name: string;
}

/** A labelled text field for numbers (inputMode decimal: phones show the number pad), its error beside it. */
export function NumberField({ label, value, onChange, error, hint, prefix, suffix, name }: NumberFieldProps) {
  const id = useId();
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      control={(control) => (
        <div className={styles.inputRow}>
          {prefix && <span aria-hidden="true">{prefix}</span>}
          <input
            {...control}
            name={name}
            inputMode="decimal"
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
          {suffix && <span aria-hidden="true">{suffix}</span>}
        </div>
      )}
    />
  );
}
