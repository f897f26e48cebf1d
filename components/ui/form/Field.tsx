/**
 * A form field: its label, its control, the hint and the error message under it, the control
 * wired to them (aria-describedby, aria-invalid) so a screen reader reads the error with the field.
 * No state or handlers here: the control is the caller's (a client component's), so the field
 * renders the same on the server and in the browser.
 */
import type { ReactNode } from 'react';
import styles from './form.module.css';

/** What the control carries to be the field's: spread it onto the input, select or textarea. */
export interface ControlProps {
  id: string;
  className: string | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  /** The control's id; its hint is `<id>-hint` and its error `<id>-error`. */
  id: string;
  label: ReactNode;
  /**
   * For a field that may be left empty: the words after its label, in the page's language (the form messages'
   * `optional`, " (optional)").
   */
  optional?: string;
  hint?: ReactNode;
  /** What to correct, shown once there is something; it marks the control invalid. */
  error?: string | undefined;
  /** Invalid for an error shown elsewhere (one message for several controls, named in describedBy). */
  invalid?: boolean;
  /** Ids of more text about the control (a live status, a shared error), read after its hint and error. */
  describedBy?: string | undefined;
  /** False: the control keeps the browser's look, or takes its caller's class. */
  boxed?: boolean;
  control: (props: ControlProps) => ReactNode;
  /** Under the hint and error: what the control found (a status, a list of matches). */
  children?: ReactNode;
}

export function Field({
  id,
  label,
  optional,
  hint,
  error,
  invalid = false,
  describedBy,
  boxed = true,
  control,
  children,
}: FieldProps) {
  const described = [hint ? `${id}-hint` : undefined, error ? `${id}-error` : undefined, describedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional && <span className={styles.optional}>{optional}</span>}
      </label>
      {control({
        id,
        className: boxed ? styles.control : undefined,
        'aria-invalid': error || invalid ? true : undefined,
        'aria-describedby': described || undefined,
      })}
      {hint && <FormHint id={`${id}-hint`}>{hint}</FormHint>}
      {error && <FormError id={`${id}-error`}>{error}</FormError>}
      {children}
    </div>
  );
}

/** Help under a field or a group of fields. */
export function FormHint({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  );
}

/** What to correct: under its field, or for the whole form (role "alert" when it appears after a press). */
export function FormError({ id, role, children }: { id?: string; role?: 'alert'; children: ReactNode }) {
  return (
    <p id={id} className={styles.error} role={role}>
      {children}
    </p>
  );
}
