import { describe, expect, it } from 'vitest';
import { calculatePayroll } from '../index';
import { requireYear } from '../data/load-for-tests';
import { calculateWithData } from '../engine/calculate';
import { ENGLISH, run } from '../engine/test-helpers';
import { parsePayrollInput } from '../input/parse-input';
import type { PayrollResult } from '../core/types';

const kentucky = { taxYear: 2026, state: 'KY', payFrequency: 'weekly', grossPay: 800, suiRate: 0.027 };

/**
 * Every 2026 state now has a known wage base, so the "unknown base" path is run
 * against the 2026 data with Kentucky's base taken out, as a future year's gap would be.
 */
function withoutKentuckyBase(input: Record<string, unknown>): PayrollResult {
  const year = requireYear(2026);
  const ky = year.states.get('KY');
  if (ky === undefined) throw new Error('no Kentucky data');
  const states = new Map(year.states).set('KY', { ...ky, suiWageBase: null });
  const parsed = parsePayrollInput(input, [2026]);
  if (!parsed.ok) throw new Error(parsed.errors.map((e) => e.message).join('\n'));
  const outcome = calculateWithData({ ...year, states }, parsed.value, ENGLISH);
  if (!outcome.ok) throw new Error(outcome.errors.map((e) => e.message).join('\n'));
  return outcome.value;
}

describe('a SUI wage base the data does not know', () => {
  it('is taken from suiWageBase: $800 a week × 52 = $41,600, capped at $11,700 × 2.7% = $315.90 a year', () => {
    const result = withoutKentuckyBase({ ...kentucky, suiWageBase: 11700 });
    expect(result.annual.employer.sui).toBe(315.9);
    expect(result.perPeriod.employer.sui).toBe(21.6);
    expect(result.notes).toContain(
      "Kentucky's unemployment wage base is not in our data; the suiWageBase you gave is used.",
    );
  });

  it('stops at the base counting year-to-date wages: $11,500 paid so far leaves $200 × 2.7% = $5.40', () => {
    const result = withoutKentuckyBase({ ...kentucky, suiWageBase: 11700, ytdWages: 11500 });
    expect(result.perPeriod.employer.sui).toBe(5.4);
  });

  it('without it, taxes all wages and says how to fix that: $41,600 × 2.7% = $1,123.20', () => {
    const result = withoutKentuckyBase(kentucky);
    expect(result.annual.employer.sui).toBe(1123.2);
    expect(result.notes.some((note) => note.includes('Enter the base from your state notice as suiWageBase'))).toBe(
      true,
    );
  });

  it('does not replace a base the data knows: Kentucky 2026 taxes the first $12,000 (DOL) whatever is entered', () => {
    // 12,000 x 2.7% = 324.00
    expect(run({ ...kentucky, suiWageBase: 50000 }).annual.employer.sui).toBe(324);
    // California: 7,000 x 3.4% = 238.00
    const result = run({
      taxYear: 2026,
      state: 'CA',
      payFrequency: 'weekly',
      grossPay: 800,
      suiRate: 0.034,
      suiWageBase: 50000,
    });
    expect(result.annual.employer.sui).toBe(238);
  });

  it('rejects a base below the $7,000 FUTA base, naming the field', () => {
    const result = calculatePayroll({ ...kentucky, suiWageBase: 700 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([
      {
        path: 'suiWageBase',
        message: "must be at least 7000 (no state's wage base is below the $7,000 FUTA base), got 700",
      },
    ]);
  });
});

describe('Rhode Island 2026', () => {
  it('withholds by the 2026 table and TDI at 1.1%: $1,000 a week, no exemptions', () => {
    // Annual 52,000 × 3.75% = 1,950.00 → 37.50 a week; TDI 1,000 × 1.1% = 11.00.
    const result = run({ taxYear: 2026, state: 'RI', payFrequency: 'weekly', grossPay: 1000 });
    expect(result.perPeriod.employee.stateIncomeTax).toBe(37.5);
    expect(result.perPeriod.employee.otherTaxes).toEqual([
      { code: 'RI_TDI', label: 'Rhode Island Temporary Disability Insurance (employee)', amount: 11 },
    ]);
  });

  it('gives the $1,000 exemption below $290,800 a year and none above', () => {
    // 2 exemptions, $2,000 a week (the weekly table): 2,000 − 38.46 = 1,961.54 → 59.18 + 4.75% × 383.54 = 77.40.
    const below = run({
      taxYear: 2026,
      state: 'RI',
      payFrequency: 'weekly',
      grossPay: 2000,
      stateW4: { allowances: 2 },
    });
    // $6,000 a week, above the $5,592.31 phase-out: no exemption. 154.56 + 5.99% × (6,000 − 3,586) = 299.16.
    const above = run({
      taxYear: 2026,
      state: 'RI',
      payFrequency: 'weekly',
      grossPay: 6000,
      stateW4: { allowances: 2 },
    });
    expect(below.perPeriod.employee.stateIncomeTax).toBe(77.4);
    expect(above.perPeriod.employee.stateIncomeTax).toBe(299.16);
  });
});
