/**
 * Radio buttons under their question, and a checkbox beside its words. The inputs are the
 * caller's (a client component's, with its handlers): these only lay them out.
 */
import type { ReactNode } from 'react';
import { FormError } from './Field';
import styles from './form.module.css';

interface ChoiceGroupProps {
  legend: ReactNode;
  /** What to correct about the choice, under its buttons and read with the group; its id is `<id>-error`. */
  error?: { id: string; text: string } | undefined;
  children: ReactNode;
}

/** A question answered by one of its radio buttons, each a `<label>` around its `<input type="radio">`. */
export function ChoiceGroup({ legend, error, children }: ChoiceGroupProps) {
  return (
    <fieldset className={styles.choice} aria-describedby={error ? `${error.id}-error` : undefined}>
      <legend>{legend}</legend>
      {children}
      {error && <FormError id={`${error.id}-error`}>{error.text}</FormError>}
    </fieldset>
  );
}

/** A checkbox and its words in one label, so the words tick it too. */
export function CheckLabel({ children }: { children: ReactNode }) {
  return <label className={styles.check}>{children}</label>;
}
