import { describe, expect, it } from 'vitest';
import { run, sit } from '../../engine/test-helpers';

// Oklahoma Packet OW-2 (2025): the annual percentage table read in Halfpricesoft's 2025 reproduction,
// worked on annual wages and rounded to the whole dollar. The 2025 packet's sample computation was not
// available: hand-worked (the data marks the per-period tables as approximated).
describe('golden examples: Oklahoma (2025)', () => {
  it('married with 2 allowances and single with none (hand-worked)', () => {
    // semimonthly $1,825, married, 2 allowances: 43,800 - 2,000 = 41,800; 307.00 + 4.75% x 14,700 = 1,005.25; / 24 = 41.89 -> $42
    expect(
      sit({
        taxYear: 2025,
        state: 'OK',
        payFrequency: 'semimonthly',
        grossPay: 1825,
        stateW4: { filingStatus: 'married', allowances: 2 },
      }),
    ).toBe(42);
    // single: 43,800; 153.50 + 4.75% x 30,250 = 1,590.38; / 24 = 66.27 -> $66
    expect(sit({ taxYear: 2025, state: 'OK', payFrequency: 'semimonthly', grossPay: 1825 })).toBe(66);
  });

  it('a low bracket, and the domestic-service note (hand-worked)', () => {
    // weekly $200, single: 10,400; 35.63 + 2.75% x 300 = 43.88; / 52 = 0.84 -> $1
    expect(sit({ taxYear: 2025, state: 'OK', grossPay: 200 })).toBe(1);
    expect(
      run({ taxYear: 2025, state: 'OK', grossPay: 800, withholdStateIncomeTax: undefined }).notes.join(' '),
    ).toMatch(/Oklahoma income tax is not withheld: .*domestic service/);
  });

  it('new-employer SUI 1.5% on the first $28,200', () => {
    // weekly $1,000: 15.00
    expect(run({ taxYear: 2025, state: 'OK', grossPay: 1000 }).perPeriod.employer.sui).toBe(15);
    // with $27,700 already paid, only $500 is taxed: 7.50
    expect(run({ taxYear: 2025, state: 'OK', grossPay: 1000, ytdWages: 27700 }).perPeriod.employer.sui).toBe(7.5);
  });
});
