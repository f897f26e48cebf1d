'use client';
/**
 * The inputs behind the figures, for the printout only: the form does not print, so the sheet lists what the figures
 * were worked out from. On screen the form itself says it. Its caller hands it a deferred copy of the form, and it
 * renders again only when that copy changes, so listing the inputs never slows a keystroke's result.
 */
import { memo } from 'react';
import { certificateOf, summaryOf, withholdingOf, yearOfPay } from '../model/calculator-view';
import type { StateOption } from '../model/calculator-props';
import { useCalculatorMessages, useEngineTexts } from '../messages/context.client';
import { printedInputs } from '../model/printed-inputs';
import type { CalculatorState } from '../model/query-state';
import type { ChunkLoad } from '../model/use-chunk';
import styles from './print-summary.module.css';

interface PrintSummaryProps {
  form: CalculatorState;
  states: StateOption[];
  /** How the year's and the state's data stand: the state certificate's fields arrive with them. */
  dataLoad: ChunkLoad;
}

export const PrintSummary = memo(function PrintSummary({ form, states }: PrintSummaryProps) {
  const m = useCalculatorMessages();
  const engine = useEngineTexts();
  const { taxYear } = yearOfPay(form.payDate, m);
  const groups = printedInputs(form, {
    stateName: states.find((option) => option.code === form.state)?.name,
    taxYear,
    summary: summaryOf(taxYear, form.state, engine),
    choice: withholdingOf(form, taxYear, engine),
    certificate: certificateOf(taxYear, form.state, m, engine),
    messages: m,
  });
  return (
    <section className={styles.printSummary} aria-labelledby="calc-print-inputs">
      <h3 id="calc-print-inputs">{m.printout.heading}</h3>
      {groups.map((group) => (
        <div key={group.heading} className={styles.group}>
          <h4>{group.heading}</h4>
          <dl>
            {group.inputs.map((input) => (
              <div key={input.label}>
                <dt>{input.label}</dt>
                <dd>{input.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
});
