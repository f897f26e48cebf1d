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
import { useCalculatorMessages } from '../messages/context.client';
import { formatsFor } from '../messages/formats';
import { headlineRowId, resultRows } from '../model/result-rows';
import { noteForVisitors } from '../model/visitor-wording';
import { yearNote } from '../model/year-note';
import type { StateGuide } from '../model/state-guide-link';
import { LazyDetails } from './LazyDetails.client';
import { MoneyChart } from './MoneyChart.client';
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
  const m = useCalculatorMessages();
  const say = m.results;
  const { money } = formatsFor(m.locale);
  const shown = outcome.result;
  const rows = shown ? resultRows(shown, form.mode, m) : [];
  const word = (note: string) => noteForVisitors(note, summary, m);
  // Notes sit under the line they concern; those about a line this mode does not show (or no line) are listed after the table.
  const shownLines = new Set(rows.map((row) => row.line));
  const besideLines = new Set(
    outcome.lineNotes.filter((entry) => shownLines.has(entry.line)).flatMap((entry) => entry.notes),
  );
  const otherNotes = shown ? shown.notes.filter((note) => !besideLines.has(note)) : [];
  const headline = rows.find((row) => row.id === headlineRowId(form.mode, form.payBasis));
  const yearLabel = say.taxYear(year.taxYear);
  const aboutYear =
    shown &&
    yearNote(shown, outcome.yearChanges, { ...form, stateName: summary?.name ?? form.state, rows, messages: m });
  return (
    <>
      {year.notYetPublished !== undefined && (
        <p className={styles.notice} role="status">
          {say.notYetPublished(year.notYetPublished, year.taxYear)}
        </p>
      )}
      {headline ? (
        <p className={styles.headline}>
          <span>{headline.label}</span> <strong>{money(headline.perPeriod)}</strong>{' '}
          <span>{say.perPayPeriodOf(yearLabel)}</span>
        </p>
      ) : (
        <p className={styles.headline} role="status">
          {waitingFor}
        </p>
      )}
      {aboutYear && <p className={styles.hint}>{aboutYear}</p>}
      <p aria-live="polite" className="visually-hidden">
        {headline ? say.announced(headline.label, money(headline.perPeriod), money(headline.annual)) : ''}
      </p>
      {outcome.formErrors.map((message) => (
        <FormError key={message} role="alert">
          {message}
        </FormError>
      ))}
      {shown && showDetails && <MoneyChart result={shown} />}
      {shown && showDetails && (
        <ResultsTable
          caption={say.caption(form.mode === 'budget' ? say.budgetCaption : say.paycheckCaption, yearLabel)}
          rows={rows}
          lineNotes={outcome.lineNotes}
          input={outcome.input}
          word={word}
        />
      )}
      {shown && !showDetails && <p className={styles.gated}>{say.gated}</p>}
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
            locale: m.locale,
          }}
          onSent={onSent}
        />
      )}
      {shown && guide && <NextSteps code={form.state} guide={guide} />}
      {shown && showDetails && (
        <LazyDetails<{ result: PayrollResult; taxYear: number }>
          summary={say.yearEndSummary(year.taxYear)}
          load={() => import('./YearEnd.client').then((module) => module.YearEnd)}
          props={{ result: shown, taxYear: year.taxYear }}
        />
      )}
      {shown && showDetails && form.mode === 'budget' && (
        <LazyDetails<{ careExpenses: number; taxYear: number }>
          summary={say.taxBreaksSummary(year.taxYear)}
          load={() => import('./TaxBreaks.client').then((module) => module.TaxBreaks)}
          props={{ careExpenses: shown.annual.grossPay, taxYear: year.taxYear }}
        />
      )}
      {benefits.length > 0 && (
        <section aria-labelledby="calc-benefits" className={styles.group}>
          <h3 id="calc-benefits">{say.benefitsHeading}</h3>
          <ul className={styles.benefits}>
            {benefits.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
        </section>
      )}
      {shown && showDetails && otherNotes.length > 0 && (
        <ul className={styles.notes} aria-label={say.otherNotes}>
          {otherNotes.map((note) => (
            <li key={note}>{word(note)}</li>
          ))}
        </ul>
      )}
    </>
  );
}
