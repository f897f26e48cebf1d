'use client';
/**
 * Where the money goes, as one bar: the caregiver's net pay, what is withheld
 * from their pay, and the employer's taxes, out of the family's total cost.
 * An SVG with a text alternative; the same figures are in the table.
 */
import type { PayrollResult } from '@/tax/browser';
import { useCalculatorMessages } from '../messages/context.client';
import { formatsFor } from '../messages/formats';
import styles from './results.module.css';

const COLOURS = ['#1d5c63', '#e8a25c', '#b4461f'];

export function MoneyChart({ result }: { result: PayrollResult }) {
  const m = useCalculatorMessages();
  const { money } = formatsFor(m.locale);
  const { perPeriod } = result;
  const withheld = Math.round((perPeriod.grossPay - perPeriod.employee.netPay) * 100) / 100;
  const parts = [
    { label: m.chart.net, amount: perPeriod.employee.netPay },
    { label: m.chart.withheld, amount: withheld },
    { label: m.chart.employerTaxes, amount: perPeriod.employer.totalTaxes },
  ];
  const total = perPeriod.employer.totalCost;
  if (total <= 0) return null;
  let offset = 0;
  const description = m.chart.description(
    money(total),
    parts.map((part) => m.chart.part(part.label, money(part.amount))).join(', '),
  );
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
