import { describe, expect, it } from 'vitest';
import { other, run, sit } from '../../engine/test-helpers';

// Michigan 2025 (Form 446 method on the 2025 figures, source mi-2025-gp): 4.25% of wages less $5,800 a year per MI-W4
// exemption, the period's exemption rounded to the cent. Detroit (Form 5469 rev. 05-25): 2.4% less $600 a year per exemption.
describe('golden examples 2025: Michigan', () => {
  it('state withholding (hand-worked: the 2025 guide was read only in a transcription)', () => {
    // weekly $1,000, 2 exemptions: 5,800 / 52 = 111.538 -> 111.54 each, 223.08; (1,000 - 223.08) x 4.25% = 776.92 x 0.0425 = 33.0191 -> 33.02
    expect(sit({ taxYear: 2025, state: 'MI', grossPay: 1000, stateW4: { allowances: 2 } })).toBe(33.02);
    // monthly $4,000, no MI-W4: 4,000 x 4.25% = 170.00
    expect(sit({ taxYear: 2025, state: 'MI', payFrequency: 'monthly', grossPay: 4000 })).toBe(170);
  });

  it('Detroit resident line (Form 5469: weekly exemption $11.54)', () => {
    // weekly $200, 3 exemptions: 200 - 3 x 11.54 = 165.38 x 2.4% = 3.969 -> 3.97; the state: 200 - 3 x 111.54 < 0: nothing
    const r = run({ taxYear: 2025, state: 'MI', grossPay: 200, stateW4: { allowances: 3, residence: 'detroit' } });
    expect(other(r.perPeriod.employee.otherTaxes, 'DETROIT')).toBe(3.97);
    expect(r.perPeriod.employee.stateIncomeTax).toBe(0);
  });
});
