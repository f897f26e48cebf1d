import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// North Carolina 2025 (NC-30 percentage method on the 2025 figures, source nc-2025-gp): wages - the period's standard
// deduction - $2,500 a year per allowance (each per-period amount rounded to the cent), x 4.35%, rounded to the whole dollar.
describe('golden examples 2025: North Carolina', () => {
  it('single and head of household (hand-worked)', () => {
    // weekly $1,000, single, 1 allowance: 12,750 / 52 = 245.19; 2,500 / 52 = 48.08; 1,000 - 245.19 - 48.08 = 706.73
    // x 4.35% = 30.74 -> $31
    expect(sit({ taxYear: 2025, state: 'NC', grossPay: 1000, stateW4: { allowances: 1 } })).toBe(31);
    // biweekly $2,000, head of household, 0 allowances: 19,125 / 26 = 735.58; 1,264.42 x 4.35% = 55.00 -> $55
    expect(
      sit({
        taxYear: 2025,
        state: 'NC',
        payFrequency: 'biweekly',
        grossPay: 2000,
        stateW4: { filingStatus: 'headOfHousehold' },
      }),
    ).toBe(55);
  });

  it('monthly, married filing jointly (the single schedule), 2 allowances; and the SUI new-employer rate', () => {
    // 12,750 / 12 = 1,062.50; 2,500 / 12 = 208.33 x 2 = 416.66; 3,000 - 1,062.50 - 416.66 = 1,520.84 x 4.35% = 66.16 -> $66
    expect(
      sit({
        taxYear: 2025,
        state: 'NC',
        payFrequency: 'monthly',
        grossPay: 3000,
        stateW4: { filingStatus: 'marriedJoint', allowances: 2 },
      }),
    ).toBe(66);
    // SUI 1.0% of weekly $1,000 = 10.00
    expect(run({ taxYear: 2025, state: 'NC', grossPay: 1000 }).perPeriod.employer.sui).toBe(10);
  });
});
