'use client';
import { Fragment, lazy, Suspense, useState } from 'react';
import { cx } from '@/components/ui/typography';
import type { LineNotes } from '@/tax/browser';
import { useCalculatorMessages } from '../messages/context.client';
import { formatsFor } from '../messages/formats';
import type { ResultRow } from '../model/result-rows';
import styles from './results.module.css';

// The panel and the year's sources load the first time a visitor opens a line's math.
const LineMathPanel = lazy(() =>
  import('./LineMathPanel.client').then((module) => ({ default: module.LineMathPanel })),
);

interface ResultsTableProps {
  caption: string;
  rows: ResultRow[];
  lineNotes: LineNotes[];
  /** The engine input behind the figures: a line's math is worked out from it when opened. */
  input: Record<string, unknown> | null;
  /** Engine notes in the visitor's words. */
  word: (note: string) => string;
}

/**
 * Row headers name each line, so screen readers (and tests) read every figure
 * by its label. Each line's notes sit under it; its math opens beside it.
 */
export function ResultsTable({ caption, rows, lineNotes, input, word }: ResultsTableProps) {
  const m = useCalculatorMessages();
  const say = m.results;
  const { money } = formatsFor(m.locale);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (line: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(line)) next.add(line);
      return next;
    });
  return (
    <table className={styles.results}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col" className={styles.amount}>
            {say.perPayPeriod}
          </th>
          <th scope="col" className={styles.amount}>
            {say.perYear}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const line =
            row.line === undefined || input === null
              ? undefined
              : lineNotes.find((candidate) => candidate.line === row.line);
          const panelId = `math-${row.line ?? ''}`.replace(/[^A-Za-z0-9-]/g, '-');
          const isOpen = line !== undefined && open.has(line.line);
          return (
            <Fragment key={row.id}>
              <tr className={cx(row.total && styles.total)}>
                <th scope="row">
                  {row.label}
                  {line && (
                    <button
                      type="button"
                      className={styles.mathToggle}
                      aria-expanded={isOpen}
                      aria-controls={panelId}
                      onClick={() => toggle(line.line)}
                    >
                      {say.showTheMath}
                      <span className="visually-hidden">{say.forRow(row.label)}</span>
                    </button>
                  )}
                </th>
                <td className={styles.amount}>{money(row.perPeriod)}</td>
                <td className={styles.amount}>{money(row.annual)}</td>
              </tr>
              {line && input && isOpen && (
                <tr id={panelId} className={styles.detailRow}>
                  <td colSpan={3}>
                    <Suspense fallback={<p className={styles.hint}>{say.loadingMath}</p>}>
                      <LineMathPanel input={input} line={line.line} />
                    </Suspense>
                  </td>
                </tr>
              )}
              {line && line.notes.length > 0 && (
                <tr className={styles.detailRow}>
                  <td colSpan={3}>
                    <ul className={styles.notes} aria-label={say.notesOn(row.label)}>
                      {line.notes.map((note) => (
                        <li key={note}>{word(note)}</li>
                      ))}
                    </ul>
                  </td>
                </tr>
              )}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
