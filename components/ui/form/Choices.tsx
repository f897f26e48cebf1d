/**
 * Radio buttons under their question, and a checkbox beside its words. The inputs are the
 * caller's (a client component's, with its handlers): these only lay them out.
 */
import type { ReactNode } from 'react';
import styles from './form.module.css';

/** A question answered by one of its radio buttons, each a `<label>` around its `<input type="radio">`. */
export function ChoiceGroup({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className={styles.choice}>
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** A checkbox and its words in one label, so the words tick it too. */
export function CheckLabel({ children }: { children: ReactNode }) {
  return <label className={styles.check}>{children}</label>;
}
