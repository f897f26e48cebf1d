'use client';
/**
 * A family knows its county, school district or town, not the rate: this finds the place in the
 * state's published list (loaded, with the search, when the visitor first types) and hands back
 * what the payroll input needs. Nothing is guessed: a place not found says why.
 */
import { useEffect, useId, useState } from 'react';
import { Field, FormError, FormHint } from '@/components/ui/form/Field';
import type { LocalityMatch, LocalitySearch } from '@/tax/localities';
import { useCalculatorMessages, useEngineTexts } from '../messages/context.client';
import { dataText } from '../model/engine-texts';
import styles from './inputs.module.css';

interface LocalityPickerProps {
  state: string;
  taxYear: number;
  label: string;
  hint: string;
  onPick: (match: LocalityMatch) => void;
}

export function LocalityPicker({ state, taxYear, label, hint, onPick }: LocalityPickerProps) {
  const m = useCalculatorMessages();
  const engine = useEngineTexts();
  const id = useId();
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState<LocalitySearch | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  // Two letters before a search; the last answer stays hidden below that.
  const searching = query.trim().length >= 2;
  const shown = searching ? search : null;
  useEffect(() => {
    if (!searching) return;
    let live = true;
    // A short pause, so a name typed quickly is searched once.
    const timer = setTimeout(() => {
      import('@/tax/localities')
        .then(({ findLocalities }) => findLocalities(state, query, taxYear, { limit: 6 }))
        .then(
          (found) => {
            if (live) {
              setSearch(found);
              setFailed(false);
            }
          },
          () => live && setFailed(true),
        );
    }, 150);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [query, searching, state, taxYear]);
  return (
    <Field
      id={`${id}-search`}
      label={label}
      hint={hint}
      describedBy={`${id}-status`}
      boxed={false}
      control={(control) => (
        <input
          {...control}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      )}
    >
      <div id={`${id}-status`} aria-live="polite">
        {picked && <p className={styles.picked}>{m.localTaxes.using(picked)}</p>}
        {failed && <FormError>{m.localTaxes.listFailed}</FormError>}
        {shown?.notFound && <FormHint>{dataText(engine, shown.notFound.message)}</FormHint>}
      </div>
      {shown && shown.matches.length > 0 && (
        <ul className={styles.places} aria-label={m.localTaxes.matching(query)}>
          {shown.matches.map((match) => (
            <li key={match.id}>
              <button
                type="button"
                className={styles.place}
                onClick={() => {
                  setPicked(`${match.label} (${match.detail})`);
                  setQuery('');
                  onPick(match);
                }}
              >
                <strong>{match.label}</strong> <span>{match.detail}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
