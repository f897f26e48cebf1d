import { describe, expect, it } from 'vitest';
import { run } from '../../engine/test-helpers';

// Wyoming taxes no wage income; new employers' SUI rates are set by industry, so SUI needs the rate on
// the employer's notice (wage base $32,400).
describe('golden examples: Wyoming (2025)', () => {
  it('no state income tax', () => {
    expect(run({ taxYear: 2025, state: 'WY', grossPay: 1000 }).perPeriod.employee.stateIncomeTax).toBe(0);
  });

  it('SUI only with the notice rate, on the first $32,400', () => {
    expect(run({ taxYear: 2025, state: 'WY', grossPay: 1000 }).notes.join(' ')).toMatch(
      /Wyoming unemployment tax \(SUI\) is not computed/,
    );
    // 1.5% entered: 15.00; with $32,000 paid, on 400 = 6.00
    expect(run({ taxYear: 2025, state: 'WY', grossPay: 1000, suiRate: 0.015 }).perPeriod.employer.sui).toBe(15);
    expect(
      run({ taxYear: 2025, state: 'WY', grossPay: 1000, suiRate: 0.015, ytdWages: 32000 }).perPeriod.employer.sui,
    ).toBe(6);
  });
});
