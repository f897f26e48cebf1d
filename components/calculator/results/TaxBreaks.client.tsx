'use client';
/** The family's own tax breaks for this care in the tax year, clearly an estimate; the rules and their sources are the year's tax data. */
import { useState } from 'react';
import { CheckLabel, ChoiceGroup } from '@/components/ui/form/Choices';
import { careTaxBreaksFor } from '@/tax/browser';
import { NumberField } from '../inputs/NumberField.client';
import { useCalculatorMessages } from '../messages/context.client';
import { formatsFor } from '../messages/formats';
import styles from './results.module.css';

const amount = (text: string) => {
  const value = Number(text.replace(/[$,\s]/g, ''));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
};

export function TaxBreaks({ careExpenses, taxYear }: { careExpenses: number; taxYear: number }) {
  const m = useCalculatorMessages();
  const say = m.taxBreaks;
  const { money, wholeMoney: whole } = formatsFor(m.locale);
  const [agi, setAgi] = useState('120000');
  const [fsa, setFsa] = useState('0');
  const [joint, setJoint] = useState(true);
  const [dependents, setDependents] = useState<1 | 2>(1);
  const agiValue = amount(agi);
  const fsaValue = amount(fsa);
  const breaks = careTaxBreaksFor(taxYear);
  if (breaks === undefined) return <p className={styles.hint}>{say.notInData(taxYear)}</p>;
  const { rules } = breaks;
  const estimate =
    agiValue !== undefined && fsaValue !== undefined
      ? breaks.estimate({ agi: agiValue, joint, dependents, careExpenses, fsaElection: fsaValue })
      : undefined;
  const percent = (rate: number) => `${Math.round(rate * 100)}%`;
  const lowest = rules.reductions.at(-1)?.floor ?? rules.maximumRate;
  return (
    <>
      <NumberField
        name="agi"
        label={say.agi(taxYear)}
        value={agi}
        onChange={setAgi}
        prefix="$"
        error={agiValue === undefined ? say.amountError : undefined}
      />
      <CheckLabel>
        <input type="checkbox" checked={joint} onChange={(event) => setJoint(event.target.checked)} /> {say.joint}
      </CheckLabel>
      <ChoiceGroup legend={say.dependents}>
        <label>
          <input type="radio" name="dependents" checked={dependents === 1} onChange={() => setDependents(1)} />{' '}
          {say.one}
        </label>
        <label>
          <input type="radio" name="dependents" checked={dependents === 2} onChange={() => setDependents(2)} />{' '}
          {say.twoOrMore}
        </label>
      </ChoiceGroup>
      <NumberField
        name="fsa"
        label={say.fsa(whole(rules.fsaLimit.default))}
        value={fsa}
        onChange={setFsa}
        prefix="$"
        error={fsaValue === undefined ? say.amountError : undefined}
      />
      {estimate && (
        <dl className={styles.forms}>
          <dd>
            <span>{say.fsaExcluded}</span> <span>{money(estimate.fsaExcluded)}</span>
          </dd>
          <dd>
            <span>{say.credit(Math.round(estimate.creditRate * 100), money(estimate.creditableExpenses))}</span>{' '}
            <span>{money(estimate.credit)}</span>
          </dd>
        </dl>
      )}
      <p className={styles.hint}>
        {say.estimate(
          taxYear,
          percent(rules.maximumRate),
          percent(lowest),
          whole(rules.expenseLimit.one),
          whole(rules.expenseLimit.twoOrMore),
          whole(rules.fsaLimit.default),
        )}
      </p>
    </>
  );
}
