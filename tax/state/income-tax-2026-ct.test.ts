import { describe, expect, it } from 'vitest';
import { run, sit } from '../engine/test-helpers';

// Worked vectors for Connecticut (TPG-211 of March 2020, flagged); bracket bases are the running totals.
describe('state income tax withholding added for 2026: CT', () => {
  it('code D (no CT-W4): no exemption, no credit', () => {
    // 41,600: 300 + 5% * 31,600 = 1,880; no add-back (not over 50,250); / 52 = 36.154
    expect(sit({ state: 'CT', grossPay: 800 })).toBe(36.15);
    expect(run({ state: 'CT', grossPay: 800 }).notes.join(' ')).toMatch(/Approximation: Connecticut/);
  });

  it('code F: exemption phased out by $1,000 per $1,000 or fraction, then the credit decimal', () => {
    // 41,600: exemption 15,000 - 1,000 * ceil(11,600 / 1,000) = 3,000; taxable 38,600
    // 300 + 5% * 28,600 = 1,730; credit decimal 0.10 (over 33,300, not over 60,000): 1,557; / 52 = 29.942
    expect(sit({ state: 'CT', grossPay: 800, stateW4: { filingStatus: 'f' } })).toBe(29.94);
    // 26,000: full 15,000 exemption; 300 + 5% * 1,000 = 350; decimal 0.25 (over 25,500, not over 26,000)
    // 350 * 0.75 = 262.50; / 52 = 5.048
    expect(sit({ state: 'CT', grossPay: 500, stateW4: { filingStatus: 'f' } })).toBe(5.05);
    // monthly 6,000 = 72,000: no exemption, no credit; 2,300 + 5.5% * 22,000 = 3,510
    // + Table C add-back 80 (over 71,500, not over 76,500) = 3,590; / 12 = 299.167
    expect(sit({ state: 'CT', payFrequency: 'monthly', grossPay: 6000, stateW4: { filingStatus: 'f' } })).toBe(299.17);
  });

  it('code C: joint exemption and brackets', () => {
    // 41,600: exemption 24,000 (not over 48,000); 3% * 17,600 = 528; decimal 0.15 (over 41,500): 448.80; / 52 = 8.631
    expect(sit({ state: 'CT', grossPay: 800, stateW4: { filingStatus: 'c' } })).toBe(8.63);
  });

  it('recapture above $200,000 for code F', () => {
    // monthly 20,000 = 240,000: 11,050 + 6.5% * (240,000 - 200,000) = 13,650; add-back 200;
    // recapture 720 (over 235,000, not over 240,000) = 14,570; / 12 = 1,214.167
    expect(sit({ state: 'CT', payFrequency: 'monthly', grossPay: 20000, stateW4: { filingStatus: 'f' } })).toBe(1214.17);
  });
});
