import { describe, expect, it } from 'vitest';
import { run } from '../../engine/test-helpers';

// Nevada 2025: no tax on wages; SUI on the first $41,800 (source payrolltaxpeople-2025) at the statutory new-employer rate
// of 2.95% (NRS 612.540; source nv-sui-2025, the Employment Security Division's employer page).
describe('golden examples 2025: Nevada', () => {
  it('no state income tax', () => {
    expect(run({ taxYear: 2025, state: 'NV', grossPay: 1000 }).perPeriod.employee.stateIncomeTax).toBe(0);
  });

  it('SUI stops at the $41,800 wage base', () => {
    // weekly $1,000 after $41,000: only 800 taxable x 2.95% = 23.60
    expect(
      run({ taxYear: 2025, state: 'NV', grossPay: 1000, ytdWages: 41000, suiRate: 0.0295 }).perPeriod.employer.sui,
    ).toBe(23.6);
    // without suiRate the new-employer rate applies: 1,000 x 2.95% = 29.50, and no note asks for a rate
    const r = run({ taxYear: 2025, state: 'NV', grossPay: 1000 });
    expect(r.perPeriod.employer.sui).toBe(29.5);
    expect(r.notes.join(' ')).not.toMatch(/SUI\) is not computed/);
  });
});
