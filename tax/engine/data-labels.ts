import type { DataTexts } from '../core/text-locale';
import type { PayBreakdown, TaxLine } from '../core/types';

const relabeled = (lines: readonly TaxLine[], data: DataTexts): TaxLine[] =>
  lines.map((line) => ({ code: line.code, label: data(line.label), amount: line.amount }));

/** A breakdown whose other taxes (a state program, a local tax, both named by the data) carry their labels in `data`'s language. */
export function withDataLabels(breakdown: PayBreakdown, data: DataTexts): PayBreakdown {
  return {
    ...breakdown,
    employee: { ...breakdown.employee, otherTaxes: relabeled(breakdown.employee.otherTaxes, data) },
    employer: { ...breakdown.employer, otherTaxes: relabeled(breakdown.employer.otherTaxes, data) },
  };
}
