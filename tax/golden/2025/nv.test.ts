import { describe, expect, it } from 'vitest';
import { run } from '../../engine/test-helpers';

// Nevada 2025: no tax on wages; SUI on the first $41,800 (source payrolltaxpeople-2025). The 2025 new-employer rate was not
// found, so the employer's notice rate is entered as suiRate.
describe('golden examples 2025: Nevada', () => {
  it('no state income tax', () => {
    expect(run({ taxYear: 2025, state: 'NV', grossPay: 1000 }).perPeriod.employee.stateIncomeTax).toBe(0);
  });

  it('SUI stops at the $41,800 wage base', () => {
    // weekly $1,000 after $41,000: only 800 taxable x 2.95% = 23.60
    expect(run({ taxYear: 2025, state: 'NV', grossPay: 1000, ytdWages: 41000, suiRate: 0.0295 }).perPeriod.employer.sui).toBe(23.6);
    // without a rate SUI is not computed and a note says so
    const r = run({ taxYear: 2025, state: 'NV', grossPay: 1000 });
    expect(r.perPeriod.employer.sui).toBe(0);
    expect(r.notes.join(' ')).toMatch(/suiRate/);
  });
});
