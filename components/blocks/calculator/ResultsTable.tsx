import { cx } from '@/components/ui/typography';
import styles from './calculator.module.css';
import { money, type ResultRow } from './result-rows';

/** Row headers name each line, so screen readers (and tests) read every figure by its label. */
export function ResultsTable({ caption, rows, stale }: { caption: string; rows: ResultRow[]; stale: boolean }) {
  return (
    <table className={cx(styles.results, stale && styles.stale)}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">Per pay period</th>
          <th scope="col">Per year</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((line) => (
          <tr key={line.label} className={cx(line.total && styles.total)}>
            <th scope="row">{line.label}</th>
            <td>{money(line.perPeriod)}</td>
            <td>{money(line.annual)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
