import { describe, expect, it } from 'vitest';
import * as names from './stored-names';
import { STORED_DATA, storedItemFor, TEST_ONLY_STORED_DATA } from './stored-data';

describe('the register of what the site stores', () => {
  it('describes every name the code stores under, with a purpose and a lifetime', () => {
    const described = [...STORED_DATA, ...TEST_ONLY_STORED_DATA].map((item) => item.name);
    const used = Object.values(names).flatMap((value) =>
      typeof value === 'function' ? [value('{product}')] : Array.isArray(value) ? value : [value],
    );
    expect(used.filter((name) => !described.includes(name))).toEqual([]);
    for (const item of STORED_DATA) {
      expect(item.purpose.length, item.name).toBeGreaterThan(20);
      expect(item.lifetime.length, item.name).toBeGreaterThan(3);
    }
  });

  it('finds what a browser holds by its name, whatever the secure prefix or the product', () => {
    expect(storedItemFor('cookie', '__Secure-next-auth.session-token', 'care')?.setBy).toBe('sign-in');
    expect(storedItemFor('cookie', '__Host-next-auth.csrf-token', 'care')?.beforeConsent).toBe(false);
    expect(storedItemFor('cookie', 'careDeviceId', 'care')?.lifetime).toBe('1 year');
    expect(storedItemFor('cookie', 'AMP_MKTG_local-anal', 'care')?.setBy).toBe('our analytics library');
    expect(storedItemFor('localStorage', 'hpTestExposure:three-tier-pricing-test', 'care')).toBeDefined();
  });

  it('names nothing it does not list: an unknown key, or a known name in the wrong kind of storage', () => {
    expect(storedItemFor('cookie', 'tracker', 'care')).toBeUndefined();
    expect(storedItemFor('localStorage', 'homepayVisitRx', 'care')).toBeUndefined();
    expect(storedItemFor('cookie', 'otherDeviceId', 'care')).toBeUndefined();
    expect(storedItemFor('cookie', 'hp-flags', 'care')).toBeUndefined();
    expect(storedItemFor('cookie', 'hp-flags', 'care', TEST_ONLY_STORED_DATA)).toBeDefined();
  });
});
