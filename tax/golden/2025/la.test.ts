import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Louisiana 2025 (flat tax from 1 January 2025): W = (S - D / N) x 3.09%, D = $12,500 (L-4 block 1) or $25,000 (block 2),
// the period's deduction rounded to the cent as the 2026 R-1306 examples do. The 2025 R-1306 was read only in a vendor's
// transcription (source la-2025-gp), so these are hand-worked.
describe('golden examples 2025: Louisiana', () => {
  it('the formula for each L-4 block (hand-worked)', () => {
    // weekly $1,000, block 1: 12,500 / 52 = 240.3846 -> 240.38; (1,000 - 240.38) x 3.09% = 759.62 x 0.0309 = 23.4723 -> 23.47
    expect(sit({ taxYear: 2025, state: 'LA', grossPay: 1000, stateW4: { filingStatus: 'single' } })).toBe(23.47);
    // biweekly $2,000, block 2: 25,000 / 26 = 961.5385 -> 961.54; (2,000 - 961.54) x 3.09% = 1,038.46 x 0.0309 = 32.0884 -> 32.09
    expect(
      sit({ taxYear: 2025, state: 'LA', payFrequency: 'biweekly', grossPay: 2000, stateW4: { filingStatus: 'joint' } }),
    ).toBe(32.09);
  });

  it('no L-4 (block 0): 3.09% of all wages; below the deduction nothing', () => {
    // monthly $3,000 x 3.09% = 92.70
    expect(sit({ taxYear: 2025, state: 'LA', payFrequency: 'monthly', grossPay: 3000 })).toBe(92.7);
    // weekly $200, block 1: 200 - 240.38 < 0: 0
    expect(sit({ taxYear: 2025, state: 'LA', grossPay: 200, stateW4: { filingStatus: 'single' } })).toBe(0);
    expect(run({ taxYear: 2025, state: 'LA', grossPay: 1000 }).notes.join(' ')).not.toMatch(/Approximation/);
  });
});
