import { describe, expect, it } from 'vitest';
import { formulaTax } from '../../engine/test-helpers';

// Arizona Form A-4 (2025): a percentage of gross taxable wages the employee elects; 2.0% without an A-4.
// The form prints no worked example; these follow its arithmetic. (Arizona law keeps its tax off wages for
// domestic service, so a household paycheck never shows it: the form's arithmetic is checked on its own.)
describe('golden examples: Arizona (2025)', () => {
  it('no A-4: 2.0% of gross wages', () => {
    // weekly $1,000 x 2.0% = 20.00
    expect(formulaTax({ taxYear: 2025, state: 'AZ', grossPay: 1000 })).toBe(20);
  });

  it('box 1: an elected percentage plus an extra amount; box 2: zero', () => {
    // biweekly $1,500 x 3.5% = 52.50, + $10 extra = 62.50
    expect(
      formulaTax({
        taxYear: 2025,
        state: 'AZ',
        payFrequency: 'biweekly',
        grossPay: 1500,
        stateW4: { withholdingRate: 0.035, additionalWithholding: 10 },
      }),
    ).toBe(62.5);
    // monthly $3,210.55 x 0.5% = 16.05275 -> 16.05
    expect(
      formulaTax({
        taxYear: 2025,
        state: 'AZ',
        payFrequency: 'monthly',
        grossPay: 3210.55,
        stateW4: { withholdingRate: 0.005 },
      }),
    ).toBe(16.05);
    expect(formulaTax({ taxYear: 2025, state: 'AZ', grossPay: 1000, stateW4: { exempt: true } })).toBe(0);
  });
});
