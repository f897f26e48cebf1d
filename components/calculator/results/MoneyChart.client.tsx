/**
 * Where the money goes, as one bar: the caregiver's net pay, what is withheld
 * from their pay, and the employer's taxes, out of the family's total cost.
 * An SVG with a text alternative; the same figures are in the table.
 */
import type { PayrollResult } from '@/tax/browser';
import { money } from '../model/result-rows';
import styles from './results.module.css';

const COLOURS = ['#1d5c63', '#e8a25c', '#b4461f'];

export function MoneyChart({ result }: { result: PayrollResult }) {
  const { perPeriod } = result;
  const withheld = Math.round((perPeriod.grossPay - perPeriod.employee.netPay) * 100) / 100;
  const parts = [
    { label: 'Net pay to your caregiver', amount: perPeriod.employee.netPay },
    { label: 'Withheld from their pay', amount: withheld },
    { label: 'Your employer taxes', amount: perPeriod.employer.totalTaxes },
  ];
  const total = perPeriod.employer.totalCost;
  if (total <= 0) return null;
  let offset = 0;
  const description = `Of ${money(total)} you pay per pay period: ${parts.map((part) => `${part.label.toLowerCase()} ${money(part.amount)}`).join(', ')}.`;
  return (
    <figure className={styles.chart}>
      <svg viewBox="0 0 100 8" preserveAspectRatio="none" role="img" aria-label={description} width="100%" height="24">
        {parts.map((part, index) => {
          const width = (Math.max(0, part.amount) / total) * 100;
          const x = offset;
          offset += width;
          return <rect key={part.label} x={x} y={0} width={width} height={8} fill={COLOURS[index]} />;
        })}
      </svg>
      <figcaption>
        <ul className={styles.legend}>
          {parts.map((part, index) => (
            <li key={part.label}>
              <span className={styles.swatch} style={{ background: COLOURS[index] }} aria-hidden="true" />
              {part.label}: {money(part.amount)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
