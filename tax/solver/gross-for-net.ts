import { supportedTaxYears } from '../data/registry';
import { calculateParsed } from '../engine/payroll';
import { engineText, type EngineText } from '../engine/text';
import type { Outcome, PayrollInput, PayrollResult } from '../core/types';
import type { TextOptions } from '../core/text-locale';
import { numberField } from '../input/input-fields';
import { parsePayrollInput } from '../input/parse-input';
import { isRecord } from '../input/reader';

export interface SolveGrossForNetRequest {
  /** Same fields as calculatePayroll's input, without grossPay or hourly. */
  input: unknown;
  /** Net pay wanted for one period, in dollars and whole cents. */
  targetNetPay: unknown;
}

export interface SolveGrossForNetResult {
  grossPay: number;
  result: PayrollResult;
}

/** The most take-home pay one may ask for is also the most gross pay searched. */
const MAX_GROSS_CENTS = numberField('targetNetPay').max * 100;

function netCents(input: PayrollInput, grossCents: number, text: EngineText): number | undefined {
  const outcome = calculateParsed({ ...input, grossPay: grossCents / 100 }, text);
  return outcome.ok ? Math.round(outcome.value.perPeriod.employee.netPay * 100) : undefined;
}

/**
 * Smallest gross pay, in cents, whose net pay reaches the target. Net pay
 * rises by at most one cent per cent of gross (every tax rate is below 100%),
 * so where net first reaches the target it equals it to the cent; bisection
 * finds such a crossing even across the few places net dips (household
 * thresholds), and the answer is always checked by a full calculation, whose notes are in `options.locale`.
 */
export function solveGrossForNet(
  request: SolveGrossForNetRequest,
  options?: TextOptions,
): Outcome<SolveGrossForNetResult> {
  const text = engineText(options);
  if (!text.ok) return text;
  const { input, targetNetPay } = request;
  if (!isRecord(input)) return { ok: false, errors: [{ path: '', message: 'input must be a JSON object' }] };
  const errors: { path: string; message: string }[] = [];
  if (input.grossPay !== undefined || input.hourly !== undefined) {
    errors.push({ path: 'grossPay', message: 'leave out grossPay and hourly: the solver finds the gross pay' });
  }
  const validTarget =
    typeof targetNetPay === 'number' &&
    Number.isFinite(targetNetPay) &&
    targetNetPay >= 0 &&
    targetNetPay <= MAX_GROSS_CENTS / 100;
  if (!validTarget) errors.push({ path: 'targetNetPay', message: 'must be a number of dollars from 0 to 10000000' });
  const parsed = parsePayrollInput({ ...input, grossPay: 0 }, supportedTaxYears());
  if (!parsed.ok) errors.push(...parsed.errors);
  if (errors.length > 0 || !parsed.ok || typeof targetNetPay !== 'number') return { ok: false, errors };
  const target = Math.round(targetNetPay * 100);
  let lo = target - 1; // net never exceeds gross, so below the target in gross the net is below it too
  let hi = Math.max(target, 1);
  for (;;) {
    const net = netCents(parsed.value, hi, text.value);
    if (net !== undefined && net >= target) break;
    if (hi >= MAX_GROSS_CENTS) {
      return {
        ok: false,
        errors: [
          { path: 'targetNetPay', message: 'no gross pay up to 10000000 reaches this net pay with these withholdings' },
        ],
      };
    }
    lo = hi;
    hi = Math.min(MAX_GROSS_CENTS, hi * 2);
  }
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    const net = netCents(parsed.value, mid, text.value);
    if (net !== undefined && net >= target) hi = mid;
    else lo = mid;
  }
  const outcome = calculateParsed({ ...parsed.value, grossPay: hi / 100 }, text.value);
  if (!outcome.ok) return outcome;
  return { ok: true, value: { grossPay: hi / 100, result: outcome.value } };
}
