'use client';
/**
 * On a phone the inputs fill the screen and the figures come after them: this bar keeps the headline figure at the
 * bottom of the screen while the visitor types, and leads to the full figures. It sits in the page's flow after the
 * inputs (sticky, not fixed), so it never covers the figures and shifts nothing; wider screens show the figures beside
 * the inputs and hide it.
 */
import type { PayrollResult } from '@/tax/browser';
import { useCalculatorMessages } from '../messages/context.client';
import { formatsFor } from '../messages/formats';
import { headlineRowId, resultRows } from '../model/result-rows';
import type { CalculatorState } from '../model/query-state';
import styles from './result-bar.module.css';

interface ResultBarProps {
  form: CalculatorState;
  result: PayrollResult | null;
  /** The id of the figures it leads to. */
  target: string;
}

/** Without a result there is no figure to keep in view: what to do next is said beside the field concerned. */
export function ResultBar({ form, result, target }: ResultBarProps) {
  const m = useCalculatorMessages();
  const { money } = formatsFor(m.locale);
  const headline = result
    ? resultRows(result, form.mode, m).find((row) => row.id === headlineRowId(form.mode, form.payBasis))
    : undefined;
  if (headline === undefined) return null;
  return (
    <a className={styles.bar} href={`#${target}`}>
      <span className={styles.label}>{headline.label}</span>{' '}
      <strong className={styles.figure}>{money(headline.perPeriod)}</strong>{' '}
      <span className={styles.more}>{m.results.barMore}</span>
    </a>
  );
}
