/** The breakdown as labelled rows, per mode: what the family pays, or what the caregiver takes home. */
import type { PayBreakdown, PayrollResult } from '@/tax/browser';
import { formatsFor } from '../messages/formats';
import type { CalculatorMessages } from '../messages/types';
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

export function resultRows(result: PayrollResult, mode: CalculatorMode, messages: CalculatorMessages): ResultRow[] {
  const label = messages.rows;
  if (mode === 'budget') {
    return [
      row(result, label.grossWages, (b) => b.grossPay, 'grossPay'),
      row(result, label.employerSocialSecurity, (b) => b.employer.socialSecurity, 'employer.socialSecurity'),
      row(result, label.employerMedicare, (b) => b.employer.medicare, 'employer.medicare'),
      row(result, label.futa, (b) => b.employer.futa, 'employer.futa'),
      row(result, label.sui, (b) => b.employer.sui, 'employer.sui'),
      ...otherRows(result, 'employer'),
      row(result, label.employerTotalTaxes, (b) => b.employer.totalTaxes, 'employer.totalTaxes', true),
      row(result, label.employerTotalCost, (b) => b.employer.totalCost, 'employer.totalCost', true),
    ];
  }
  return [
    row(result, label.grossPay, (b) => b.grossPay, 'grossPay'),
    row(result, label.socialSecurity, (b) => b.employee.socialSecurity, 'employee.socialSecurity'),
    row(result, label.medicare, (b) => b.employee.medicare, 'employee.medicare'),
    row(result, label.additionalMedicare, (b) => b.employee.additionalMedicare, 'employee.additionalMedicare'),
    row(result, label.federalIncomeTax, (b) => b.employee.federalIncomeTax, 'employee.federalIncomeTax'),
    row(result, label.stateIncomeTax, (b) => b.employee.stateIncomeTax, 'employee.stateIncomeTax'),
    ...otherRows(result, 'employee'),
    row(result, label.netPay, (b) => b.employee.netPay, 'employee.netPay', true),
  ];
}

/** A figure in US dollars, as English writes it (the same "$1,234.56" in Spanish: see ../messages/formats.ts). */
export const money = formatsFor('en-US').money;

/** The figure the calculator leads with: what the family pays, what the caregiver takes home, or the gross a take-home pay needs. */
export function headlineRowId(mode: CalculatorMode, payBasis: string): string {
  if (payBasis === 'netTarget') return 'grossPay';
  return mode === 'budget' ? 'employer.totalCost' : 'employee.netPay';
}
