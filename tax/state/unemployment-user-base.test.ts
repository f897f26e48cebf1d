import { describe, expect, it } from 'vitest';
import { calculatePayroll } from '../index';
import { run } from '../engine/test-helpers';

const kentucky = { taxYear: 2026, state: 'KY', payFrequency: 'weekly', grossPay: 800, suiRate: 0.027 };

describe('a SUI wage base the data does not know', () => {
  it('is taken from suiWageBase: $800 a week × 52 = $41,600, capped at $11,700 × 2.7% = $315.90 a year', () => {
    const result = run({ ...kentucky, suiWageBase: 11700 });
    expect(result.annual.employer.sui).toBe(315.9);
    expect(result.perPeriod.employer.sui).toBe(21.6);
    expect(result.notes).toContain("Kentucky's unemployment wage base is not in our data; the suiWageBase you gave is used.");
  });

  it('stops at the base counting year-to-date wages: $11,500 paid so far leaves $200 × 2.7% = $5.40', () => {
    const result = run({ ...kentucky, suiWageBase: 11700, ytdWages: 11500 });
    expect(result.perPeriod.employer.sui).toBe(5.4);
  });

  it('without it, taxes all wages and says how to fix that: $41,600 × 2.7% = $1,123.20', () => {
    const result = run(kentucky);
    expect(result.annual.employer.sui).toBe(1123.2);
    expect(result.notes.some((note) => note.includes('Enter the base from your state notice as suiWageBase'))).toBe(true);
  });

  it('does not replace a base the data knows: California taxes the first $7,000 whatever is entered', () => {
    const result = run({ taxYear: 2026, state: 'CA', payFrequency: 'weekly', grossPay: 800, suiRate: 0.034, suiWageBase: 50000 });
    expect(result.annual.employer.sui).toBe(238);
  });

  it('rejects a base below the $7,000 FUTA base, naming the field', () => {
    const result = calculatePayroll({ ...kentucky, suiWageBase: 700 });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual([{ path: 'suiWageBase', message: "must be at least 7000 (no state's wage base is below the $7,000 FUTA base), got 700" }]);
  });
});

describe('Rhode Island 2026', () => {
  it('withholds by the 2026 table and TDI at 1.1%: $1,000 a week, no exemptions', () => {
    // Annual 52,000 × 3.75% = 1,950.00 → 37.50 a week; TDI 1,000 × 1.1% = 11.00.
    const result = run({ taxYear: 2026, state: 'RI', payFrequency: 'weekly', grossPay: 1000 });
    expect(result.perPeriod.employee.stateIncomeTax).toBe(37.5);
    expect(result.perPeriod.employee.otherTaxes).toEqual([{ code: 'RI_TDI', label: 'Rhode Island Temporary Disability Insurance (employee)', amount: 11 }]);
  });

  it('gives the $1,000 exemption below $290,800 a year and none above', () => {
    // 2 exemptions, $2,000 a week (the weekly table): 2,000 − 38.46 = 1,961.54 → 59.18 + 4.75% × 383.54 = 77.40.
    const below = run({ taxYear: 2026, state: 'RI', payFrequency: 'weekly', grossPay: 2000, stateW4: { allowances: 2 } });
    // $6,000 a week, above the $5,592.31 phase-out: no exemption. 154.56 + 5.99% × (6,000 − 3,586) = 299.16.
    const above = run({ taxYear: 2026, state: 'RI', payFrequency: 'weekly', grossPay: 6000, stateW4: { allowances: 2 } });
    expect(below.perPeriod.employee.stateIncomeTax).toBe(77.4);
    expect(above.perPeriod.employee.stateIncomeTax).toBe(299.16);
  });
});
