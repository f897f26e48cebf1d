import { describe, expect, it } from 'vitest';
import { sit } from '../engine/test-helpers';

describe('golden examples: Maine, Montana, Delaware, District of Columbia, Rhode Island (2026)', () => {
  it('Maine 2026 withholding tables, Examples 1 to 3', () => {
    // Ex 1: $300 weekly, single, 2 allowances: 15,600 - 10,600 - 12,450 < 0: nothing
    expect(sit({ state: 'ME', grossPay: 300, stateW4: { allowances: 2 } })).toBe(0);
    // Ex 2: $1,000 weekly, single, 2: 28,950; 1,589 + 6.75% x 1,550 = 1,693.625 -> 1,694 / 52 = 32.58 -> $33
    expect(sit({ state: 'ME', grossPay: 1000, stateW4: { allowances: 2 } })).toBe(33);
    // Ex 3: $4,500 weekly, married, 2: deduction 27,750 x 120,550 / 150,000 = 22,302; 201,098; 13,338 / 52 = 256.50 -> $257
    expect(sit({ state: 'ME', grossPay: 4500, stateW4: { filingStatus: 'married', allowances: 2 } })).toBe(257);
  });

  it('Montana 2026 guide examples', () => {
    // line 1a, semimonthly $1,375: 4.7% x (1,375 - 671) = 33.088 -> $33
    expect(sit({ state: 'MT', payFrequency: 'semimonthly', grossPay: 1375 })).toBe(33);
    // line 2, biweekly $2,950: 86 + 5.65% x (2,950 - 2,446) = 114.48 -> $114
    expect(
      sit({ state: 'MT', payFrequency: 'biweekly', grossPay: 2950, stateW4: { filingStatus: 'marriedBothWorking' } }),
    ).toBe(114);
    // line 1a weekly $475: 7.76 -> $8; line 1b semimonthly $1,375: 1.55 -> $2; line 1c semimonthly $1,375: 17.34 -> $17
    expect(sit({ state: 'MT', grossPay: 475 })).toBe(8);
    expect(
      sit({ state: 'MT', payFrequency: 'semimonthly', grossPay: 1375, stateW4: { filingStatus: 'marriedJoint' } }),
    ).toBe(2);
    expect(
      sit({ state: 'MT', payFrequency: 'semimonthly', grossPay: 1375, stateW4: { filingStatus: 'headOfHousehold' } }),
    ).toBe(17);
  });

  it('Delaware Employer Guide Section 17 examples ($25,000 a year)', () => {
    // single, 1 exemption: 21,750; 741 + 5.2% x 1,750 = 832 - 110 = 722; monthly 60.17, semimonthly 30.08
    expect(sit({ state: 'DE', payFrequency: 'monthly', grossPay: 2083.33, stateW4: { allowances: 1 } })).toBe(60.17);
    expect(sit({ state: 'DE', payFrequency: 'semimonthly', grossPay: 1041.67, stateW4: { allowances: 1 } })).toBe(
      30.08,
    );
    // married filing jointly, 3: 18,500; 261 + 4.8% x 8,500 = 669 - 330 = 339; monthly 28.25
    expect(
      sit({
        state: 'DE',
        payFrequency: 'monthly',
        grossPay: 2083.33,
        stateW4: { filingStatus: 'marriedJoint', allowances: 3 },
      }),
    ).toBe(28.25);
    // married filing separately, 2: 832 - 220 = 612; monthly 51.00
    expect(
      sit({
        state: 'DE',
        payFrequency: 'monthly',
        grossPay: 2083.33,
        stateW4: { filingStatus: 'marriedSeparate', allowances: 2 },
      }),
    ).toBe(51);
  });

  it('District of Columbia: FR-230 method with the 2026 allowance (hand-worked: no 2026 example is published)', () => {
    // weekly $1,000, 0 allowances: 52,000; 2,200 + 6.5% x 12,000 = 2,980 / 52 = 57.31
    expect(sit({ state: 'DC', grossPay: 1000 })).toBe(57.31);
    // weekly $1,000, 2 allowances: 4,300 / 52 = 82.69 each; 52,000 - 8,599.76 = 43,400.24; 2,200 + 6.5% x 3,400.24 = 2,421.02 / 52 = 46.56
    expect(sit({ state: 'DC', grossPay: 1000, stateW4: { allowances: 2 } })).toBe(46.56);
  });

  it('Rhode Island 2026 booklet example and the exemption phase-out', () => {
    // $2,195 weekly, 1 exemption: 2,175.77; 59.18 + 4.75% x 597.77 = 87.57
    expect(sit({ state: 'RI', grossPay: 2195, stateW4: { allowances: 1 } })).toBe(87.57);
    // 0 exemptions: 59.18 + 4.75% x 617 = 88.49
    expect(sit({ state: 'RI', grossPay: 2195 })).toBe(88.49);
  });
});
