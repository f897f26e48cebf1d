import { describe, expect, it } from 'vitest';
import { requireYear } from '../data/load-for-tests';
import { roundCents } from '../core/money';
import { computeFica } from './fica';

const federal = requireYear(2026).federal;
const fica = (wages: number, ytd: number) => {
  const f = computeFica(federal, wages, ytd);
  return {
    ss: roundCents(f.socialSecurityEmployee),
    ssEr: roundCents(f.socialSecurityEmployer),
    med: roundCents(f.medicareEmployee),
    addl: roundCents(f.additionalMedicare),
  };
};

describe('Social Security and Medicare', () => {
  it('taxes a normal week at 6.2% and 1.45% each side', () => {
    // 800 * 6.2% = 49.60; 800 * 1.45% = 11.60
    expect(fica(800, 0)).toEqual({ ss: 49.6, ssEr: 49.6, med: 11.6, addl: 0 });
  });
  it('stops Social Security at the $184,500 wage base crossed mid-period', () => {
    // only 184,500 - 184,000 = 500 is under the base: 500 * 6.2% = 31.00; Medicare on all 1,000 = 14.50
    expect(fica(1000, 184000)).toEqual({ ss: 31, ssEr: 31, med: 14.5, addl: 0 });
  });
  it('charges no Social Security once the base was already reached', () => {
    expect(fica(1000, 184500)).toEqual({ ss: 0, ssEr: 0, med: 14.5, addl: 0 });
  });
  it('withholds Additional Medicare only on the part above $200,000', () => {
    // 199,500 + 1,000 crosses 200,000 by 500: 500 * 0.9% = 4.50
    expect(fica(1000, 199500).addl).toBe(4.5);
    // all of it once past: 1,000 * 0.9% = 9.00
    expect(fica(1000, 250000).addl).toBe(9);
    expect(fica(1000, 198000).addl).toBe(0);
  });
});
