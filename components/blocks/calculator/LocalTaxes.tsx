/**
 * Local income taxes withheld with the state's: a search of the state's published list where
 * one is carried (Indiana counties, Ohio school districts, Pennsylvania municipalities), and the
 * rate fields themselves, so a family can also type the rate from its own notice.
 */
import { useState } from 'react';
import type { StateSummary } from '@/tax/browser';
import { hasLocalities } from '@/tax/localities/loaders';
import type { LocalityMatch, PaMunicipalityMatch } from '@/tax/localities';
import { localServicesTaxPerPeriod } from '@/tax/localities/pennsylvania';
import type { FieldErrors } from './calculator-fields';
import styles from './calculator.module.css';
import { LocalityPicker } from './LocalityPicker';
import { NumberField } from './NumberField';
import type { CalculatorState } from './query-state';

interface LocalTaxesProps {
  form: CalculatorState;
  summary: StateSummary;
  taxYear: number;
  errors: FieldErrors;
  update: (changes: Partial<CalculatorState>) => void;
}

/** A rate as the form's percentage text: 0.0202 is "2.02". */
const percentText = (rate: number) => String(Number((rate * 100).toFixed(4)));

const SEARCH_LABEL: Record<string, { label: string; hint: string }> = {
  IN: {
    label: 'Your caregiver’s county (look up its tax rate)',
    hint: 'The county they lived in on 1 January; type its name.',
  },
  OH: {
    label: 'Your caregiver’s school district (look up its tax)',
    hint: 'Only districts with an income tax are listed; type its name or number.',
  },
};

export function LocalTaxes({ form, summary, taxYear, errors, update }: LocalTaxesProps) {
  const [home, setHome] = useState<PaMunicipalityMatch | null>(null);
  const [lives, setLives] = useState<PaMunicipalityMatch | null>(null);
  const wage = summary.localWageTax;
  const services = summary.localServicesTax;
  const listed = hasLocalities(summary.code, taxYear);
  if (!wage && !services && !listed) return null;

  const applyMatch = (match: LocalityMatch) => {
    const changes: Partial<CalculatorState> = {};
    if (match.input.stateW4)
      changes.stateW4 = { ...form.stateW4, countyRate: percentText(match.input.stateW4.countyRate) };
    if (match.input.localTaxRate !== undefined) changes.localTaxRate = percentText(match.input.localTaxRate);
    update(changes);
  };
  // Pennsylvania: the higher of the home's resident rate and the workplace's non-resident rate; the workplace's Local Services Tax.
  const applyPennsylvania = (workplace: PaMunicipalityMatch | null, residence: PaMunicipalityMatch | null) => {
    const livesIn = residence ?? workplace;
    if (livesIn === null) return;
    const worksIn = workplace ?? livesIn;
    const sameSite = worksIn.psd === livesIn.psd && worksIn.county === livesIn.county;
    const rate = Math.max(livesIn.residentRate, sameSite ? 0 : worksIn.nonresidentRate);
    update({
      localTaxRate: percentText(rate),
      localServicesTax:
        worksIn.localServicesTax === undefined
          ? ''
          : String(localServicesTaxPerPeriod(worksIn.localServicesTax, form.payFrequency)),
    });
  };

  return (
    <div className={styles.subgroup}>
      <h3 className={styles.subheading}>Local taxes</h3>
      {listed && summary.code === 'PA' ? (
        <>
          <LocalityPicker
            state="PA"
            taxYear={taxYear}
            label="Where the work is done (your home): municipality"
            hint="Type your town, borough or township; the Local Services Tax is your municipality's."
            onPick={(match) => {
              if (match.state !== 'PA') return;
              setHome(match);
              applyPennsylvania(match, lives);
            }}
          />
          <LocalityPicker
            state="PA"
            taxYear={taxYear}
            label="Where your caregiver lives, if elsewhere: municipality"
            hint="Their earned income tax is the higher of their home's resident rate and your municipality's non-resident rate."
            onPick={(match) => {
              if (match.state !== 'PA') return;
              setLives(match);
              applyPennsylvania(home, match);
            }}
          />
        </>
      ) : (
        listed &&
        SEARCH_LABEL[summary.code] && (
          <LocalityPicker
            state={summary.code}
            taxYear={taxYear}
            label={SEARCH_LABEL[summary.code]?.label ?? ''}
            hint={SEARCH_LABEL[summary.code]?.hint ?? ''}
            onPick={applyMatch}
          />
        )
      )}
      {wage && (
        <NumberField
          name="localTaxRate"
          label={`${wage.label} rate`}
          value={form.localTaxRate}
          onChange={(value) => update({ localTaxRate: value })}
          error={errors.localTaxRate}
          suffix="%"
        />
      )}
      {services && (
        <NumberField
          name="localServicesTax"
          label={`${services.label} per pay period`}
          value={form.localServicesTax}
          onChange={(value) => update({ localServicesTax: value })}
          error={errors.localServicesTax}
          prefix="$"
          hint={`At most $${services.annualMaximum} in a year; leave it empty where your municipality levies none.`}
        />
      )}
    </div>
  );
}
