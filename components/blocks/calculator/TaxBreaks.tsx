/** The family's own 2026 tax breaks for this care, clearly an estimate (tax-breaks.ts has the rules and sources). */
import { useState } from 'react';
import styles from './calculator.module.css';
import { NumberField } from './NumberField';
import { money } from './result-rows';
import { estimateTaxBreaks } from './tax-breaks';

const amount = (text: string) => {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

export function TaxBreaks({ careExpenses }: { careExpenses: number }) {
  const [agi, setAgi] = useState('120000');
  const [fsa, setFsa] = useState('0');
  const [joint, setJoint] = useState(true);
  const [dependents, setDependents] = useState<1 | 2>(1);
  const agiValue = amount(agi);
  const fsaValue = amount(fsa);
  const estimate = agiValue !== undefined && fsaValue !== undefined ? estimateTaxBreaks({ agi: agiValue, joint, dependents, careExpenses, fsaElection: fsaValue }) : undefined;
  return (
    <>
      <NumberField
        name="agi"
        label="Your household's adjusted gross income for 2026"
        value={agi}
        onChange={setAgi}
        prefix="$"
        error={agiValue === undefined ? 'Enter an amount in dollars' : undefined}
      />
      <label className={styles.check}>
        <input type="checkbox" checked={joint} onChange={(event) => setJoint(event.target.checked)} /> Married filing jointly
      </label>
      <fieldset className={styles.choice}>
        <legend>Children or dependents in care</legend>
        <label>
          <input type="radio" name="dependents" checked={dependents === 1} onChange={() => setDependents(1)} /> One
        </label>
        <label>
          <input type="radio" name="dependents" checked={dependents === 2} onChange={() => setDependents(2)} /> Two or more
        </label>
      </fieldset>
      <NumberField
        name="fsa"
        label="Dependent care FSA you set aside (up to $7,500)"
        value={fsa}
        onChange={setFsa}
        prefix="$"
        error={fsaValue === undefined ? 'Enter an amount in dollars' : undefined}
      />
      {estimate && (
        <dl className={styles.forms}>
          <dd>
            <span>Care paid with your FSA, free of income tax</span> <span>{money(estimate.fsaExcluded)}</span>
          </dd>
          <dd>
            <span>
              Child and dependent care credit ({Math.round(estimate.creditRate * 100)}% of {money(estimate.creditableExpenses)})
            </span>{' '}
            <span>{money(estimate.credit)}</span>
          </dd>
        </dl>
      )}
      <p className={styles.hint}>
        An estimate with the 2026 rules as enacted (credit rate 50% to 20% by income on up to $3,000 of care for one dependent, $6,000 for two or more; FSA up to $7,500). Your tax preparer has the
        final word.
      </p>
    </>
  );
}
