import { describe, expect, it } from 'vitest';
import { run } from '../../engine/test-helpers';

// New Hampshire 2025: no tax on wages; SUI on the first $14,000 (source payrolltaxpeople-2025). The 2025 new-employer rate
// was not found, so the employer's notice rate is entered as suiRate.
describe('golden examples 2025: New Hampshire', () => {
  it('no state income tax', () => {
    expect(
      run({ taxYear: 2025, state: 'NH', payFrequency: 'monthly', grossPay: 4000 }).perPeriod.employee.stateIncomeTax,
    ).toBe(0);
  });

  it('SUI stops at the $14,000 wage base', () => {
    // weekly $1,000 after $13,500: 500 taxable x 2.7% = 13.50; the year: 14,000 x 2.7% = 378.00
    const r = run({ taxYear: 2025, state: 'NH', grossPay: 1000, ytdWages: 13500, suiRate: 0.027 });
    expect(r.perPeriod.employer.sui).toBe(13.5);
    expect(r.annual.employer.sui).toBe(378);
  });
});
