'use client';
/** The family's own tax breaks for this care in the tax year, clearly an estimate; the rules and their sources are the year's tax data. */
import { useState } from 'react';
import { CheckLabel, ChoiceGroup } from '@/components/ui/form/Choices';
import { careTaxBreaksFor } from '@/tax/browser';
import { NumberField } from '../inputs/NumberField.client';
import { money } from '../model/result-rows';
import styles from './results.module.css';

const amount = (text: string) => {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

export function TaxBreaks({ careExpenses, taxYear }: { careExpenses: number; taxYear: number }) {
  const [agi, setAgi] = useState('120000');
  const [fsa, setFsa] = useState('0');
  const [joint, setJoint] = useState(true);
  const [dependents, setDependents] = useState<1 | 2>(1);
  const agiValue = amount(agi);
  const fsaValue = amount(fsa);
  const breaks = careTaxBreaksFor(taxYear);
  if (breaks === undefined)
    return <p className={styles.hint}>The {taxYear} rules for these tax breaks are not in our data yet.</p>;
  const { rules } = breaks;
  const estimate =
    agiValue !== undefined && fsaValue !== undefined
      ? breaks.estimate({ agi: agiValue, joint, dependents, careExpenses, fsaElection: fsaValue })
      : undefined;
  const percent = (rate: number) => `${Math.round(rate * 100)}%`;
  const whole = (amount: number) =>
    amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  const lowest = rules.reductions.at(-1)?.floor ?? rules.maximumRate;
  return (
    <>
      <NumberField
        name="agi"
        label={`Your household's adjusted gross income for ${taxYear}`}
        value={agi}
        onChange={setAgi}
        prefix="$"
        error={agiValue === undefined ? 'Enter an amount in dollars' : undefined}
      />
      <CheckLabel>
        <input type="checkbox" checked={joint} onChange={(event) => setJoint(event.target.checked)} /> Married filing
        jointly
      </CheckLabel>
      <ChoiceGroup legend="Children or dependents in care">
        <label>
          <input type="radio" name="dependents" checked={dependents === 1} onChange={() => setDependents(1)} /> One
        </label>
        <label>
          <input type="radio" name="dependents" checked={dependents === 2} onChange={() => setDependents(2)} /> Two or
          more
        </label>
      </ChoiceGroup>
      <NumberField
        name="fsa"
        label={`Dependent care FSA you set aside (up to ${whole(rules.fsaLimit.default)})`}
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
              Child and dependent care credit ({Math.round(estimate.creditRate * 100)}% of{' '}
              {money(estimate.creditableExpenses)})
            </span>{' '}
            <span>{money(estimate.credit)}</span>
          </dd>
        </dl>
      )}
      <p className={styles.hint}>
        An estimate with the {taxYear} rules: a credit of {percent(rules.maximumRate)} down to {percent(lowest)} by
        income on up to {whole(rules.expenseLimit.one)} of care for one dependent, {whole(rules.expenseLimit.twoOrMore)}{' '}
        for two or more; an FSA of up to {whole(rules.fsaLimit.default)}. Your tax preparer has the final word.
      </p>
    </>
  );
}
