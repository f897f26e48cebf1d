import { describe, expect, it } from 'vitest';
import { run, sit } from '../engine/test-helpers';

// TPG-211 (rev. 12/25) 2026 withholding calculation rules and Circular CT (2026).
describe('golden examples: Connecticut (2026)', () => {
  it('Circular CT Example 8 by the calculation rules', () => {
    // weekly $700, code F: 36,400; exemption 15,000 - 7 x 1,000 = 8,000; 28,400; 200 + 4.5% x 18,400 = 1,028
    // credit .10: 925.20 / 52 = 17.79 (the wage-bracket table cell prints 17.65)
    expect(sit({ state: 'CT', grossPay: 700, stateW4: { filingStatus: 'f' } })).toBe(17.79);
  });

  it('no CT-W4: 6.99% of wages without exemption (Circular CT p. 11)', () => {
    // weekly $1,000 x 6.99% = 69.90
    expect(sit({ state: 'CT', grossPay: 1000 })).toBe(69.9);
    expect(run({ state: 'CT', grossPay: 1000 }).notes.join(' ')).not.toMatch(/Approximation: Connecticut/);
  });

  it('code D with the Table C add-back (hand-worked)', () => {
    // weekly $2,000: 104,000; 4,750 + 6% x 4,000 = 4,990; add-back 250 (over 72,750); recapture starts over 105,000: 0
    // 5,240 / 52 = 100.77
    expect(sit({ state: 'CT', grossPay: 2000, stateW4: { filingStatus: 'd' } })).toBe(100.77);
  });

  it('code C, exemption fully phased out (hand-worked)', () => {
    // monthly $10,000: 120,000; exemption 0 (over 48,000 by 72,000); 4,000 + 5.5% x 20,000 = 5,100
    // add-back 200 (over 115,500); no recapture; credit 0: 5,300 / 12 = 441.67
    expect(sit({ state: 'CT', payFrequency: 'monthly', grossPay: 10000, stateW4: { filingStatus: 'c' } })).toBe(441.67);
  });

  it('code E is the exempt field', () => {
    expect(sit({ state: 'CT', grossPay: 1000, stateW4: { exempt: true } })).toBe(0);
  });
});
