'use client';
/**
 * The nanny tax calculator: Budget (what the family pays) and Paycheck (what
 * the caregiver takes home), computed in the browser as the visitor types from
 * one set of inputs. The inputs live in the query string, so a result can be
 * shared. A field shows its error beside it once the visitor has touched it (or
 * a link filled it in), and an unusable input clears the figures it would change.
 */
import { useEffect, useMemo, useState } from 'react';
import type { PayrollResult } from '@/tax/browser';
import { track } from '@/services/analytics/track';
import { certificateOf, STATES_2026, view, withholdingOf } from './calculator-view';
import type { FieldErrors, FieldName } from './calculator-input';
import styles from './calculator.module.css';
import { InputsPanel } from './InputsPanel';
import { MoneyChart } from './MoneyChart';
import { LazyDetails } from './LazyDetails';
import { EmailResults, type HiredOption } from './EmailResults';
import { DEFAULT_STATE, readQuery, writeQuery, type CalculatorMode, type CalculatorState } from './query-state';
import { headlineRowId, money, resultRows } from './result-rows';
import { ResultsTable } from './ResultsTable';
import { noteForVisitors } from './visitor-wording';
import { WithholdingSection } from './WithholdingSection';

export interface StateOption {
  code: string;
  name: string;
}

export interface CalculatorProps {
  states: StateOption[];
  defaultState?: string;
  defaultMode?: CalculatorMode;
  /** Offer "e-mail my results" (off with the hide-email-button flag). */
  email: { hiredQuestion: string; hiredOptions: HiredOption[] } | null;
  /** nanny-tax-calculator-gate: the detailed breakdown only after the e-mail is sent. */
  gated: boolean;
  /** What being paid legally brings the caregiver (the shared benefit list). */
  benefits: string[];
}

const MODES: Array<{
  mode: CalculatorMode;
  label: string;
  event: 'Click Homepay Budget Calculator' | 'Click Homepay Paycheck Calculator';
}> = [
  {
    mode: 'budget',
    label: 'Budget: what you pay',
    event: 'Click Homepay Budget Calculator',
  },
  {
    mode: 'paycheck',
    label: 'Paycheck: what they take home',
    event: 'Click Homepay Paycheck Calculator',
  },
];

/** The fields a link filled in count as touched: a mistake in a shared link is shown at once. */
function touchedByLink(search: string): Set<string> {
  const touched = new Set<string>();
  for (const name of new URLSearchParams(search).keys()) touched.add(name);
  return touched;
}

function shownFieldErrors(errors: FieldErrors, touched: ReadonlySet<string>): FieldErrors {
  const shown: FieldErrors = {};
  for (const name of Object.keys(errors) as FieldName[]) if (touched.has(name)) shown[name] = errors[name];
  return shown;
}

function shownCertificateErrors(errors: Record<string, string>, touched: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => touched.has(`stateW4.${name}`)));
}

export function Calculator({ states, defaultState, defaultMode, email, gated, benefits }: CalculatorProps) {
  // Rendered only in the browser (loaded after the page), so a shared link's inputs can be read right away.
  const [initial] = useState(() =>
    readQuery(
      window.location.search,
      states.map((s) => s.code),
      {
        ...DEFAULT_STATE,
        state: defaultState ?? '',
        mode: defaultMode ?? 'budget',
      },
    ),
  );
  const [form, setForm] = useState(initial.state);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => touchedByLink(window.location.search));
  const { outcome } = useMemo(() => view(form), [form]);
  const ignored = initial.ignored;
  const [sent, setSent] = useState(false);
  const showDetails = !gated || sent;

  // The address changes once the visitor changes something (or came with a link): a plain visit keeps a clean URL.
  const [changed, setChanged] = useState(() => window.location.search !== '');
  useEffect(() => {
    if (changed) window.history.replaceState(null, '', `${window.location.pathname}?${writeQuery(form)}${window.location.hash}`);
  }, [form, changed]);

  const shown = outcome.result;
  const lineNotes = outcome.lineNotes;
  const rows = shown ? resultRows(shown, form.mode) : [];
  const summary = STATES_2026.find((candidate) => candidate.code === form.state);
  const choice = withholdingOf(form);
  const word = (note: string) => noteForVisitors(note, summary);
  const fieldErrors = shownFieldErrors(outcome.fieldErrors, touched);
  const stateErrors = shownCertificateErrors(outcome.stateErrors, touched);
  const waitingFor = !form.state
    ? 'Choose a state to see the figures.'
    : Object.keys(fieldErrors).length + Object.keys(stateErrors).length > 0
      ? 'Correct the field marked above to see the figures.'
      : 'Fill in the pay to see the figures.';
  // Notes sit under the line they concern; those about a line this mode does not show (or no line) are listed after the table.
  const shownLines = new Set(rows.map((row) => row.line));
  const besideLines = new Set(lineNotes.filter((entry) => shownLines.has(entry.line)).flatMap((entry) => entry.notes));
  const otherNotes = shown ? shown.notes.filter((note) => !besideLines.has(note)) : [];
  const headline = rows.find((row) => row.id === headlineRowId(form.mode, form.payBasis));
  const update = (changes: Partial<CalculatorState>) => {
    setChanged(true);
    setTouched((previous) => {
      const next = new Set(previous);
      for (const name of Object.keys(changes)) next.add(name);
      for (const name of Object.keys(changes.stateW4 ?? {})) next.add(`stateW4.${name}`);
      return next;
    });
    setForm((previous) => ({ ...previous, ...changes }));
  };

  return (
    <div className={styles.calculator}>
      <div role="tablist" aria-label="What to calculate" className={styles.tabs}>
        {MODES.map(({ mode, label, event }) => (
          <button
            key={mode}
            type="button"
            role="tab"
            aria-selected={form.mode === mode}
            className={styles.tab}
            onClick={() => {
              if (form.mode !== mode) track(event, { state: form.state });
              update({ mode });
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {ignored.length > 0 && (
        <p role="status" className={styles.notice}>
          Some settings in the link were not valid and were left out: {ignored.join(', ')}.
        </p>
      )}
      <div className={styles.layout}>
        <div className={styles.inputs}>
          <InputsPanel form={form} states={states} errors={fieldErrors} update={update}>
            <WithholdingSection form={form} summary={summary} choice={choice} certificate={certificateOf(form.state)} errors={fieldErrors} stateErrors={stateErrors} update={update} />
          </InputsPanel>
        </div>
        <div className={styles.output}>
          {headline ? (
            <p className={styles.headline}>
              <span>{headline.label}</span> <strong>{money(headline.perPeriod)}</strong> <span>per pay period</span>
            </p>
          ) : (
            <p className={styles.headline} role="status">
              {waitingFor}
            </p>
          )}
          <p aria-live="polite" className="visually-hidden">
            {headline ? `${headline.label}: ${money(headline.perPeriod)} per pay period, ${money(headline.annual)} a year.` : ''}
          </p>
          {outcome.formErrors.map((message) => (
            <p key={message} className={styles.error} role="alert">
              {message}
            </p>
          ))}
          {shown && showDetails && <MoneyChart result={shown} />}
          {shown && showDetails && (
            <ResultsTable caption={form.mode === 'budget' ? 'What you pay' : 'What your caregiver takes home'} rows={rows} lineNotes={lineNotes} input={outcome.input} word={word} />
          )}
          {shown && !showDetails && <p className={styles.gated}>Enter your e-mail address below to see every tax line, and we&apos;ll send you the estimate too.</p>}
          {shown && email && (
            <EmailResults
              hiredQuestion={email.hiredQuestion}
              hiredOptions={email.hiredOptions}
              request={{
                mode: form.mode,
                state: form.state,
                payFrequency: form.payFrequency,
                rows,
                shareUrl: window.location.href,
              }}
              onSent={() => setSent(true)}
            />
          )}
          {shown && showDetails && (
            <LazyDetails<{ result: PayrollResult }>
              summary="At year end: the W-2 and Schedule H for a full year at this pay"
              load={() => import('./YearEnd').then((module) => module.YearEnd)}
              props={{ result: shown }}
            />
          )}
          {shown && showDetails && form.mode === 'budget' && (
            <LazyDetails<{ careExpenses: number }>
              summary="Your own tax breaks for this care (an estimate)"
              load={() => import('./TaxBreaks').then((module) => module.TaxBreaks)}
              props={{ careExpenses: shown.annual.grossPay }}
            />
          )}
          {benefits.length > 0 && (
            <section aria-labelledby="calc-benefits" className={styles.group}>
              <h3 id="calc-benefits">Paying on the books helps your caregiver qualify for</h3>
              <ul className={styles.benefits}>
                {benefits.map((benefit) => (
                  <li key={benefit}>{benefit}</li>
                ))}
              </ul>
            </section>
          )}
          {shown && showDetails && otherNotes.length > 0 && (
            <ul className={styles.notes} aria-label="Other notes">
              {otherNotes.map((note) => (
                <li key={note}>{word(note)}</li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
