import { describe, expect, it } from 'vitest';
import { run } from '../../engine/test-helpers';

// Tennessee taxes no wage income; new employers paid 2.7% on the first $7,000 (the rate for 1 July 2024
// to 30 June 2025; the rate from 1 July 2025 was not found).
describe('golden examples: Tennessee (2025)', () => {
  it('no state income tax', () => {
    expect(run({ taxYear: 2025, state: 'TN', grossPay: 1000 }).perPeriod.employee.stateIncomeTax).toBe(0);
  });

  it('SUI 2.7% on the first $7,000', () => {
    // weekly $1,000 = 27.00; with $6,800 already paid, on 200 = 5.40
    expect(run({ taxYear: 2025, state: 'TN', grossPay: 1000 }).perPeriod.employer.sui).toBe(27);
    expect(run({ taxYear: 2025, state: 'TN', grossPay: 1000, ytdWages: 6800 }).perPeriod.employer.sui).toBe(5.4);
  });
});
