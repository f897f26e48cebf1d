'use client';
/**
 * The nanny tax calculator: Budget (what the family pays) and Paycheck (what
 * the caregiver takes home), computed in the browser as the visitor types from
 * one set of inputs, for the tax year of the pay date. The inputs live in the
 * query string, so a result can be shared. A field shows its error beside it
 * once the visitor has touched it (or a link filled it in), and an unusable
 * input clears the figures it would change.
 */
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { track } from '@/services/analytics/track';
import styles from './calculator.module.css';
import { InputsPanel } from './inputs/InputsPanel.client';
import { CalculatorMessagesContext, EngineTextsContext } from './messages/context.client';
import type { CalculatorMessages } from './messages/types';
import type { EngineTexts } from './model/engine-texts';
import { minimumWageView } from './model/pay-law';
import { ResultBar } from './results/ResultBar.client';
import { WithholdingSection } from './inputs/WithholdingSection.client';
import type { FieldErrors, FieldName } from './model/calculator-fields';
import type { CalculatorProps } from './model/calculator-props';
import { certificateOf, summaryOf, view, withholdingOf, yearOfPay } from './model/calculator-view';
import { DEFAULT_STATE, readQuery, writeQuery, type CalculatorMode, type CalculatorState } from './model/query-state';
import { useStateWords } from './model/use-state-words';
import { useTaxState, useTaxYear } from './model/use-tax-year';
import { ResultsPanel } from './results/ResultsPanel.client';
import { PrintSummary } from './results/PrintSummary.client';

export { loadEngineWords } from './model/engine-texts';

const MODES: Array<{
  mode: CalculatorMode;
  event: 'Click Homepay Budget Calculator' | 'Click Homepay Paycheck Calculator';
}> = [
  { mode: 'budget', event: 'Click Homepay Budget Calculator' },
  { mode: 'paycheck', event: 'Click Homepay Paycheck Calculator' },
];

const URL_WRITE_DELAY_MS = 400;

/** Today in the visitor's own calendar, as YYYY-MM-DD: the pay date until they choose one. */
function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The link's names for fields the form calls otherwise. */
const FIELD_OF_LINK_NAME: Readonly<Record<string, string>> = { taxYear: 'payDate', formYear: 'w4FormYear' };

/** The fields a link filled in count as touched: a mistake in a shared link is shown at once. */
function touchedByLink(search: string): Set<string> {
  const touched = new Set<string>();
  for (const name of new URLSearchParams(search).keys()) touched.add(FIELD_OF_LINK_NAME[name] ?? name);
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

/**
 * The form as the printout's list of inputs shows it: it follows once typing pauses, so no keystroke pays for a render
 * of a list nobody sees on screen, and catches up at once when the visitor prints.
 */
function usePrintedForm(form: CalculatorState): CalculatorState {
  const [printed, setPrinted] = useState(form);
  const latest = useRef(form);
  useEffect(() => {
    latest.current = form;
    const follow = window.setTimeout(() => setPrinted(form), URL_WRITE_DELAY_MS);
    return () => window.clearTimeout(follow);
  }, [form]);
  useEffect(() => {
    // The browser lays the page out for print right after this event: the list must be current by then.
    const catchUp = () => flushSync(() => setPrinted(latest.current));
    window.addEventListener('beforeprint', catchUp);
    return () => window.removeEventListener('beforeprint', catchUp);
  }, []);
  return printed;
}

/**
 * The calculator's words come with it: its loader hands over the page's language's (fetched beside its code) and the
 * tax engine's texts in that language.
 */
export function Calculator({
  states,
  defaultState,
  defaultMode,
  email,
  gated,
  benefits,
  messages,
  engine: startingWords,
}: CalculatorProps & { messages: CalculatorMessages; engine: EngineTexts }) {
  const m = messages;
  // Rendered only in the browser (loaded after the page), so a shared link's inputs can be read right away.
  const [initial] = useState(() =>
    readQuery(
      window.location.search,
      states.map((s) => s.code),
      { ...DEFAULT_STATE, state: defaultState ?? '', mode: defaultMode ?? 'budget', payDate: today() },
    ),
  );
  const [form, setForm] = useState(initial.state);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => touchedByLink(window.location.search));
  const [sent, setSent] = useState(false);
  const taxYear = yearOfPay(form.payDate, m).taxYear;
  const yearLoad = useTaxYear(taxYear);
  const figuresLoad = useTaxState(taxYear, form.state);
  const { engine, load: wordsLoad } = useStateWords(startingWords, form.state);
  const stateLoad = figuresLoad === 'ready' ? wordsLoad : figuresLoad;
  // The figures wait for the year first, then for the chosen state's own chunks (its figures and, in another language
  // than English, its words).
  const dataLoad = yearLoad === 'ready' ? stateLoad : yearLoad;
  const ready = dataLoad === 'ready';
  // Worked out on every render: a calculation takes a few tens of microseconds, and a render follows each change (and the year's data arriving).
  const { year, outcome } = view(form, m, engine);

  // The address changes once the visitor changes something (or came with a link): a plain visit keeps a clean URL. It
  // follows once typing pauses: each history entry replaced costs milliseconds on a slow phone, on every keystroke.
  const [changed, setChanged] = useState(() => window.location.search !== '');
  useEffect(() => {
    if (!changed) return;
    const write = window.setTimeout(
      () =>
        window.history.replaceState(null, '', `${window.location.pathname}?${writeQuery(form)}${window.location.hash}`),
      URL_WRITE_DELAY_MS,
    );
    return () => window.clearTimeout(write);
  }, [form, changed]);

  const summary = summaryOf(taxYear, form.state, engine);
  const chosen = states.find((option) => option.code === form.state);
  const printed = usePrintedForm(form);
  const minimumWage = minimumWageView(form, today());
  const fieldErrors = shownFieldErrors(outcome.fieldErrors, touched);
  const stateErrors = shownCertificateErrors(outcome.stateErrors, touched);
  const waitingFor =
    dataLoad === 'loading'
      ? m.calculator.loadingYear(taxYear)
      : yearLoad === 'failed'
        ? m.calculator.yearFailed(taxYear)
        : stateLoad === 'failed'
          ? m.calculator.stateFailed(chosen?.name ?? form.state)
          : !form.state
            ? m.calculator.chooseState
            : Object.keys(fieldErrors).length + Object.keys(stateErrors).length > 0
              ? m.calculator.correctField
              : m.calculator.fillPay;
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
    <CalculatorMessagesContext value={m}>
      <EngineTextsContext value={engine}>
        <div className={styles.calculator}>
          <div role="tablist" aria-label={m.calculator.tabsLabel} className={styles.tabs}>
            {MODES.map(({ mode, event }) => (
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
                {m.labels.modes[mode]}
              </button>
            ))}
          </div>
          {initial.ignored.length > 0 && (
            <p role="status" className={styles.notice}>
              {m.calculator.ignoredLink(initial.ignored.join(', '))}
            </p>
          )}
          <div className={styles.layout}>
            <div className={styles.inputs}>
              <InputsPanel
                form={form}
                states={states}
                taxYear={taxYear}
                summary={summary}
                errors={fieldErrors}
                update={update}
                minimumWage={minimumWage}
                hours={ready ? (outcome.result?.perPeriod.hours ?? undefined) : undefined}
              >
                <WithholdingSection
                  form={form}
                  taxYear={taxYear}
                  summary={summary}
                  choice={withholdingOf(form, taxYear, engine)}
                  certificate={certificateOf(taxYear, form.state, m, engine)}
                  errors={fieldErrors}
                  stateErrors={stateErrors}
                  update={update}
                />
              </InputsPanel>
            </div>
            <ResultBar form={form} result={ready ? outcome.result : null} target="calc-figures" />
            <div className={styles.output} id="calc-figures" tabIndex={-1}>
              <PrintSummary form={printed} states={states} dataLoad={dataLoad} />
              <ResultsPanel
                form={form}
                year={year}
                outcome={ready ? outcome : { ...outcome, result: null, formErrors: [] }}
                summary={summary}
                waitingFor={waitingFor}
                email={email}
                showDetails={!gated || sent}
                onSent={() => setSent(true)}
                benefits={benefits}
                guide={chosen?.guide}
              />
            </div>
          </div>
        </div>
      </EngineTextsContext>
    </CalculatorMessagesContext>
  );
}
