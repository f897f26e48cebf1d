import { describe, expect, it } from 'vitest';
import { run } from '../../engine/test-helpers';

// South Dakota taxes no wage income; its 2025 new-employer rate was not found, so SUI needs the rate on
// the employer's notice (wage base $15,000).
describe('golden examples: South Dakota (2025)', () => {
  it('no state income tax', () => {
    expect(run({ taxYear: 2025, state: 'SD', grossPay: 1000 }).perPeriod.employee.stateIncomeTax).toBe(0);
  });

  it('SUI only with the notice rate, on the first $15,000', () => {
    const r = run({ taxYear: 2025, state: 'SD', grossPay: 1000 });
    expect(r.perPeriod.employer.sui).toBe(0);
    expect(r.notes.join(' ')).toMatch(/South Dakota unemployment tax \(SUI\) is not computed/);
    // 1.2% entered: 12.00; with $14,500 paid, on 500 = 6.00
    expect(run({ taxYear: 2025, state: 'SD', grossPay: 1000, suiRate: 0.012 }).perPeriod.employer.sui).toBe(12);
    expect(
      run({ taxYear: 2025, state: 'SD', grossPay: 1000, suiRate: 0.012, ytdWages: 14500 }).perPeriod.employer.sui,
    ).toBe(6);
  });
});
