import { calculatePayroll } from './payroll';
import type { PayrollResult } from '../core/types';

/**
 * For tests: runs a calculation that must succeed. State income tax is withheld unless the input
 * says otherwise, since most tests check the state's arithmetic; state-election.test.ts checks the default.
 */
export function run(input: Record<string, unknown>): PayrollResult {
  const outcome = calculatePayroll({ taxYear: 2026, payFrequency: 'weekly', withholdStateIncomeTax: true, ...input });
  if (!outcome.ok) throw new Error(outcome.errors.map((e) => `${e.path}: ${e.message}`).join('\n'));
  return outcome.value;
}

export function other(lines: readonly { code: string; amount: number }[], code: string): number | undefined {
  return lines.find((l) => l.code === code)?.amount;
}

/** State income tax withheld for one period of a test input. */
export const sit = (input: Record<string, unknown>): number => run(input).perPeriod.employee.stateIncomeTax;
