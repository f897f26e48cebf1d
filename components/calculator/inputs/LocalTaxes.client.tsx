'use client';
/**
 * Local income taxes withheld with the state's: a search of the state's published list where
 * one is carried (Indiana counties, Ohio school districts, Pennsylvania municipalities), and the
 * rate fields themselves, so a family can also type the rate from its own notice.
 */
import { useState } from 'react';
import type { StateSummary } from '@/tax/browser';
import { hasLocalities } from '@/tax/localities/loaders';
import type { LocalityMatch, PaMunicipalityMatch } from '@/tax/localities';
import { pennsylvaniaLocalInput } from '@/tax/localities/pennsylvania';
import { useCalculatorMessages } from '../messages/context.client';
import { NUMBER_FIELD_NAMES, localTaxOf, type FieldErrors } from '../model/calculator-fields';
import type { CalculatorState } from '../model/query-state';
import { FormField } from './FormField.client';
import styles from './inputs.module.css';
import { LocalityPicker } from './LocalityPicker.client';

interface LocalTaxesProps {
  form: CalculatorState;
  summary: StateSummary;
  taxYear: number;
  errors: FieldErrors;
  update: (changes: Partial<CalculatorState>) => void;
}

/** A rate as the form's percentage text: 0.0202 is "2.02". */
const percentText = (rate: number) => String(Number((rate * 100).toFixed(4)));

export function LocalTaxes({ form, summary, taxYear, errors, update }: LocalTaxesProps) {
  const m = useCalculatorMessages();
  const say = m.localTaxes;
  const search = say.search[summary.code];
  const [home, setHome] = useState<PaMunicipalityMatch | null>(null);
  const [lives, setLives] = useState<PaMunicipalityMatch | null>(null);
  // Each local tax the state has that the form has a field for (tax/local names which field is whose).
  const offered = summary.localTaxes.flatMap((tax) =>
    NUMBER_FIELD_NAMES.filter((name) => localTaxOf(name) === tax.id).map((name) => ({ tax, name })),
  );
  const listed = hasLocalities(summary.code, taxYear);
  if (offered.length === 0 && !listed) return null;

  const applyMatch = (match: LocalityMatch) => {
    const changes: Partial<CalculatorState> = {};
    if (match.input.stateW4)
      changes.stateW4 = { ...form.stateW4, countyRate: percentText(match.input.stateW4.countyRate) };
    if (match.input.localTaxRate !== undefined) changes.localTaxRate = percentText(match.input.localTaxRate);
    update(changes);
  };
  // Pennsylvania's rule (tax/localities/pennsylvania.ts) from the two places; the work is done at the family's home.
  const applyPennsylvania = (workplace: PaMunicipalityMatch | null, residence: PaMunicipalityMatch | null) => {
    const livesIn = residence ?? workplace;
    if (livesIn === null) return;
    const local = pennsylvaniaLocalInput(livesIn, form.payFrequency, workplace ?? livesIn);
    update({
      localTaxRate: percentText(local.localTaxRate),
      localServicesTax: local.localServicesTax === undefined ? '' : String(local.localServicesTax.perPeriod),
    });
  };

  return (
    <div className={styles.subgroup}>
      <h3 className={styles.subheading}>{say.heading}</h3>
      {listed && summary.code === 'PA' ? (
        <>
          <LocalityPicker
            state="PA"
            taxYear={taxYear}
            label={say.paWorkplace}
            hint={say.paWorkplaceHint}
            onPick={(match) => {
              if (match.state !== 'PA') return;
              setHome(match);
              applyPennsylvania(match, lives);
            }}
          />
          <LocalityPicker
            state="PA"
            taxYear={taxYear}
            label={say.paResidence}
            hint={say.paResidenceHint}
            onPick={(match) => {
              if (match.state !== 'PA') return;
              setLives(match);
              applyPennsylvania(home, match);
            }}
          />
        </>
      ) : (
        listed &&
        search && (
          <LocalityPicker
            state={summary.code}
            taxYear={taxYear}
            label={search.label}
            hint={search.hint}
            onPick={applyMatch}
          />
        )
      )}
      {offered.map(({ tax, name }) => (
        <FormField key={name} name={name} tax={tax} form={form} errors={errors} update={update} />
      ))}
    </div>
  );
}
