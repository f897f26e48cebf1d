'use client';
/**
 * The figures: the headline, where the money goes, every line with its notes and math, the year
 * at this pay, the e-mail form and the family's own tax breaks. With no result (nothing chosen
 * yet, or an input to correct) it says what it is waiting for instead.
 */
import { FormError } from '@/components/ui/form/Field';
import type { PayrollResult, StateSummary } from '@/tax/browser';
import { EmailResults } from '../email/EmailResults.client';
import type { CalculatorProps } from '../model/calculator-props';
import type { Outcome, YearOfPay } from '../model/calculator-view';
import { writeQuery, type CalculatorState } from '../model/query-state';
import { headlineRowId, money, resultRows } from '../model/result-rows';
import { noteForVisitors } from '../model/visitor-wording';
import { yearNote } from '../model/year-note';
import type { StateGuide } from '../model/state-guide-link';
import { LazyDetails } from './LazyDetails.client';
import { MoneyChart } from './MoneyChart';
import { NextSteps } from './NextSteps.client';
import styles from './results.module.css';
import { ResultsTable } from './ResultsTable.client';
import { ShareActions } from './ShareActions.client';

interface ResultsPanelProps {
  form: CalculatorState;
  year: YearOfPay;
  outcome: Outcome;
  summary: StateSummary | undefined;
  /** What the panel waits for when there is no result. */
  waitingFor: string;
  email: CalculatorProps['email'];
  showDetails: boolean;
  onSent: () => void;
  benefits: string[];
  /** The chosen state's guide, where the calculator links the guides: its next steps show with a result. */
  guide: StateGuide | undefined;
}

export function ResultsPanel({
  form,
  year,
  outcome,
  summary,
  waitingFor,
  email,
  showDetails,
  onSent,
  benefits,
  guide,
}: ResultsPanelProps) {
  const shown = outcome.result;
  const rows = shown ? resultRows(shown, form.mode) : [];
  const word = (note: string) => noteForVisitors(note, summary);
  // Notes sit under the line they concern; those about a line this mode does not show (or no line) are listed after the table.
  const shownLines = new Set(rows.map((row) => row.line));
  const besideLines = new Set(
    outcome.lineNotes.filter((entry) => shownLines.has(entry.line)).flatMap((entry) => entry.notes),
  );
  const otherNotes = shown ? shown.notes.filter((note) => !besideLines.has(note)) : [];
  const headline = rows.find((row) => row.id === headlineRowId(form.mode, form.payBasis));
  const yearLabel = `${year.taxYear} tax year`;
  const aboutYear =
    shown && yearNote(shown, outcome.yearChanges, { ...form, stateName: summary?.name ?? form.state, rows });
  return (
    <>
      {year.notYetPublished !== undefined && (
        <p className={styles.notice} role="status">
          The {year.notYetPublished} tax figures are not all published yet, so these use {year.taxYear}&apos;s rates,
          wage bases and tables. Expect the {year.notYetPublished} amounts to differ a little.
        </p>
      )}
      {headline ? (
        <p className={styles.headline}>
          <span>{headline.label}</span> <strong>{money(headline.perPeriod)}</strong>{' '}
          <span>per pay period ({yearLabel})</span>
        </p>
      ) : (
        <p className={styles.headline} role="status">
          {waitingFor}
        </p>
      )}
      {aboutYear && <p className={styles.hint}>{aboutYear}</p>}
      <p aria-live="polite" className="visually-hidden">
        {headline
          ? `${headline.label}: ${money(headline.perPeriod)} per pay period, ${money(headline.annual)} a year.`
          : ''}
      </p>
      {outcome.formErrors.map((message) => (
        <FormError key={message} role="alert">
          {message}
        </FormError>
      ))}
      {shown && showDetails && <MoneyChart result={shown} />}
      {shown && showDetails && (
        <ResultsTable
          caption={`${form.mode === 'budget' ? 'What you pay' : 'What your caregiver takes home'} (${yearLabel})`}
          rows={rows}
          lineNotes={outcome.lineNotes}
          input={outcome.input}
          word={word}
        />
      )}
      {shown && !showDetails && (
        <p className={styles.gated}>
          Enter your e-mail address below to see every tax line, and we&apos;ll send you the estimate too.
        </p>
      )}
      {shown && <ShareActions form={form} />}
      {shown && email && (
        <EmailResults
          hiredQuestion={email.hiredQuestion}
          hiredOptions={email.hiredOptions}
          request={{
            mode: form.mode,
            state: form.state,
            payFrequency: form.payFrequency,
            taxYear: year.taxYear,
            rows,
            // From the form itself: the address bar follows the form only once typing pauses.
            shareUrl: `${window.location.origin}${window.location.pathname}?${writeQuery(form)}`,
          }}
          onSent={onSent}
        />
      )}
      {shown && guide && <NextSteps code={form.state} guide={guide} />}
      {shown && showDetails && (
        <LazyDetails<{ result: PayrollResult; taxYear: number }>
          summary={`At year end: the ${year.taxYear} W-2 and Schedule H for a full year at this pay`}
          load={() => import('./YearEnd').then((module) => module.YearEnd)}
          props={{ result: shown, taxYear: year.taxYear }}
        />
      )}
      {shown && showDetails && form.mode === 'budget' && (
        <LazyDetails<{ careExpenses: number; taxYear: number }>
          summary={`Your own tax breaks for this care in ${year.taxYear} (an estimate)`}
          load={() => import('./TaxBreaks.client').then((module) => module.TaxBreaks)}
          props={{ careExpenses: shown.annual.grossPay, taxYear: year.taxYear }}
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
    </>
  );
}
