'use client';
import { useId, type ReactNode } from 'react';
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
  /** A live note under the field (the minimum wage beside the rate), read with the field. */
  note?: { text: ReactNode; warning: boolean } | undefined;
}

/** A labelled text field for numbers (inputMode decimal: phones show the number pad), its error beside it. */
export function NumberField({ label, value, onChange, error, hint, prefix, suffix, name, note }: NumberFieldProps) {
  const id = useId();
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      describedBy={note === undefined ? undefined : `${id}-note`}
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
    >
      {note !== undefined && (
        <p id={`${id}-note`} className={note.warning ? styles.warning : styles.note} role="status">
          {note.text}
        </p>
      )}
    </Field>
  );
}
