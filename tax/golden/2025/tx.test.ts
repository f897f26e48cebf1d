import { describe, expect, it } from 'vitest';
import { run } from '../../engine/test-helpers';

// Texas taxes no wage income; new employers pay the greater of 2.7% or their industry's average on the
// first $9,000 (Texas Workforce Commission).
describe('golden examples: Texas (2025)', () => {
  it('no state income tax', () => {
    expect(run({ taxYear: 2025, state: 'TX', grossPay: 1000 }).perPeriod.employee.stateIncomeTax).toBe(0);
  });

  it('SUI 2.7% on the first $9,000', () => {
    // weekly $1,000 = 27.00; with $8,500 already paid, on 500 = 13.50; with $9,000 paid, nothing
    expect(run({ taxYear: 2025, state: 'TX', grossPay: 1000 }).perPeriod.employer.sui).toBe(27);
    expect(run({ taxYear: 2025, state: 'TX', grossPay: 1000, ytdWages: 8500 }).perPeriod.employer.sui).toBe(13.5);
    expect(run({ taxYear: 2025, state: 'TX', grossPay: 1000, ytdWages: 9000 }).perPeriod.employer.sui).toBe(0);
  });
});
