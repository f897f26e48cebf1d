import { describe, expect, it } from 'vitest';
import { run } from '../../engine/test-helpers';

// Florida has no wage income tax; reemployment tax for new employers is 2.7% of the first $7,000.
describe('golden examples: Florida (2025)', () => {
  it('no income tax withheld', () => {
    expect(run({ taxYear: 2025, state: 'FL', grossPay: 1000 }).perPeriod.employee.stateIncomeTax).toBe(0);
  });

  it('reemployment tax at 2.7% up to $7,000', () => {
    // 1,000 x 2.7% = 27.00; with 6,500 already paid only 500 is taxed: 13.50
    expect(run({ taxYear: 2025, state: 'FL', grossPay: 1000 }).perPeriod.employer.sui).toBe(27);
    expect(run({ taxYear: 2025, state: 'FL', grossPay: 1000, ytdWages: 6500 }).perPeriod.employer.sui).toBe(13.5);
  });
});
