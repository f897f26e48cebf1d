import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Arkansas 2025 withholding formula, read in a payroll vendor's reproduction (Halfpricesoft, 17 December 2024):
// annual wages less $2,410, the $50 midpoint below $100,001, rate less adjustment, the gross tax to the dollar,
// less $29 per exemption, divided by pay periods. Flagged: the phase-down rows above $93,500 were not read.
// Hand-worked on the formula's steps (the 2026 formula's "Gary" inputs among them).
describe('golden examples: Arkansas (2025)', () => {
  it('monthly $2,127, two exemptions', () => {
    // 25,524 - 2,410 = 23,114 -> 23,150; 3.4% x 23,150 - 281.37 = 505.73 -> 506; - 2 x 29 = 448; / 12 = 37.33
    const r = run({ taxYear: 2025, state: 'AR', payFrequency: 'monthly', grossPay: 2127, stateW4: { allowances: 2 } });
    expect(r.perPeriod.employee.stateIncomeTax).toBe(37.33);
    expect(r.notes.join(' ')).toMatch(/Approximation: Arkansas/);
  });

  it('no AR4EC, weekly $800; low pay; the first phase-down row', () => {
    // 41,600 - 2,410 = 39,190 -> 39,150; 3.9% x 39,150 - 409.86 = 1,116.99 -> 1,117; / 52 = 21.48
    expect(sit({ taxYear: 2025, state: 'AR', grossPay: 800 })).toBe(21.48);
    // monthly $600: 7,200 - 2,410 = 4,790 -> 4,750, under $5,500: nothing
    expect(sit({ taxYear: 2025, state: 'AR', payFrequency: 'monthly', grossPay: 600 })).toBe(0);
    // monthly $7,900: 94,800 - 2,410 = 92,390 -> 92,350; 3.9% x 92,350 - 397.40 = 3,204.25 -> 3,204; / 12 = 267.00
    expect(sit({ taxYear: 2025, state: 'AR', payFrequency: 'monthly', grossPay: 7900 })).toBe(267);
  });

  it('SUI: new employers 1.9% of the first $7,000', () => {
    // 800 x 1.9% = 15.20
    expect(run({ taxYear: 2025, state: 'AR', grossPay: 800 }).perPeriod.employer.sui).toBe(15.2);
  });
});
