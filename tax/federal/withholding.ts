import { taxFromBrackets } from '../data/brackets';
import type { CompiledFederal, FederalTables } from '../data/compiled';
import type { W4, W4Pre2020 } from '../core/types';

function table(tables: FederalTables, w4: W4) {
  if (w4.filingStatus === 'mfj') return tables.mfj;
  if (w4.filingStatus === 'hoh') return tables.hoh;
  return tables.single;
}

/**
 * IRS Publication 15-T Worksheet 1A (percentage method for automated payroll,
 * Form W-4 from 2020 or later), line by line. Returns the unrounded amount
 * for one pay period; rounding happens once, when the result is assembled.
 */
export function federalWithholding(federal: CompiledFederal, w4: W4, wages: number, periods: number): number {
  const line1c = wages * periods;
  const line1e = line1c + w4.step4a;
  const line1g = w4.step2Checkbox ? 0 : w4.filingStatus === 'mfj' ? federal.line1g.mfj : federal.line1g.other;
  const line1h = w4.step4b + line1g;
  const line1i = Math.max(0, line1e - line1h);
  const annual = taxFromBrackets(table(w4.step2Checkbox ? federal.checkbox : federal.standard, w4), line1i);
  const line2h = annual / periods;
  const line3b = w4.step3 / periods;
  const line3c = Math.max(0, line2h - line3b);
  return line3c + w4.step4c;
}

/**
 * Worksheet 1A for a Form W-4 from 2019 or earlier: annualized wages less the
 * allowances times line 1k's amount, on the STANDARD annual table (married
 * filing jointly for "married"; single for "single" and for "married, but
 * withhold at higher single rate"), divided by the periods, plus the form's
 * line 6 extra amount. Steps 2 to 4 of the 2020 form have no place here.
 */
export function federalWithholdingPre2020(
  federal: CompiledFederal,
  allowanceAmount: number,
  w4: W4Pre2020,
  wages: number,
  periods: number,
): number {
  const line1c = wages * periods;
  const line1l = Math.max(0, line1c - w4.allowances * allowanceAmount);
  const annual = taxFromBrackets(
    w4.maritalStatus === 'married' ? federal.standard.mfj : federal.standard.single,
    line1l,
  );
  return annual / periods + w4.additionalWithholding;
}
