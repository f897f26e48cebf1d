/** The breakdown as labelled rows, per mode: what the family pays, or what the caregiver takes home. */
import type { PayBreakdown, PayrollResult } from '@/tax/browser';
import type { CalculatorMode } from './query-state';

export interface ResultRow {
  /** The line's key: `grossPay`, `employee.netPay`, `employer.totalCost`, `employee.other.<code>`, ... */
  id: string;
  label: string;
  /** The engine's key for this line's explanation ("show the math"); totals have none. */
  line?: string;
  perPeriod: number;
  annual: number;
  total?: boolean;
}

type Pick = (breakdown: PayBreakdown) => number;

/** A line with its math (`line` is its id), or a total (no math) under its own id. */
function row(result: PayrollResult, label: string, pick: Pick, line: string, total = false): ResultRow {
  return {
    id: line,
    label,
    perPeriod: pick(result.perPeriod),
    annual: pick(result.annual),
    ...(total ? { total: true } : { line }),
  };
}

function otherRows(result: PayrollResult, side: 'employee' | 'employer'): ResultRow[] {
  return result.perPeriod[side].otherTaxes.map((line) => ({
    id: `${side}.other.${line.code}`,
    label: line.label,
    line: `${side}.other.${line.code}`,
    perPeriod: line.amount,
    annual: result.annual[side].otherTaxes.find((candidate) => candidate.code === line.code)?.amount ?? 0,
  }));
}

export function resultRows(result: PayrollResult, mode: CalculatorMode): ResultRow[] {
  if (mode === 'budget') {
    return [
      row(result, 'Gross wages', (b) => b.grossPay, 'grossPay'),
      row(result, 'Social Security (employer share)', (b) => b.employer.socialSecurity, 'employer.socialSecurity'),
      row(result, 'Medicare (employer share)', (b) => b.employer.medicare, 'employer.medicare'),
      row(result, 'FUTA (federal unemployment)', (b) => b.employer.futa, 'employer.futa'),
      row(result, 'State unemployment (SUI)', (b) => b.employer.sui, 'employer.sui'),
      ...otherRows(result, 'employer'),
      row(result, 'Total employer taxes', (b) => b.employer.totalTaxes, 'employer.totalTaxes', true),
      row(result, 'Total employer cost', (b) => b.employer.totalCost, 'employer.totalCost', true),
    ];
  }
  return [
    row(result, 'Gross pay', (b) => b.grossPay, 'grossPay'),
    row(result, 'Social Security', (b) => b.employee.socialSecurity, 'employee.socialSecurity'),
    row(result, 'Medicare', (b) => b.employee.medicare, 'employee.medicare'),
    row(result, 'Additional Medicare', (b) => b.employee.additionalMedicare, 'employee.additionalMedicare'),
    row(result, 'Federal income tax', (b) => b.employee.federalIncomeTax, 'employee.federalIncomeTax'),
    row(result, 'State income tax', (b) => b.employee.stateIncomeTax, 'employee.stateIncomeTax'),
    ...otherRows(result, 'employee'),
    row(result, 'Net pay', (b) => b.employee.netPay, 'employee.netPay', true),
  ];
}

// One formatter for every figure: toLocaleString with options builds a new one on each call, about 0.3 ms on a slow
// phone, and a result shows some forty figures that change on every keystroke.
const DOLLARS = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const money = (amount: number): string => DOLLARS.format(amount);

/** The figure the calculator leads with: what the family pays, what the caregiver takes home, or the gross a take-home pay needs. */
export function headlineRowId(mode: CalculatorMode, payBasis: string): string {
  if (payBasis === 'netTarget') return 'grossPay';
  return mode === 'budget' ? 'employer.totalCost' : 'employee.netPay';
}
