import { describe, expect, it } from 'vitest';
import { hashPersonalFields, normalise, sha256Hex } from './personal-fields';

// Reference digests computed independently with `printf '%s' <text> | sha256sum`.
const SHA = {
  email: '86e0b9e56c17cc4d12387e1949b85053fbe73bc3ce5a1188713a9d300cc6133d', // jane.doe@example.com
  phone: '866efdd832d43955a37e432c7ee8be5592962e5bad212fc2ad8b3719b7edbbfb', // 12025550142
  maryjane: 'f08f448a5e7a9dc3619bb7c129f6a7d5fc6af002cea17ad71dfdc1c68f4d4e0e',
  newyork: '350c754ba4d38897693aa077ef43072a859d23f613443133fecbbd90a3512ca5',
  ny: '1b06e2003f8420d6fa42badd8f77ec0f706b976b7a48b13c567dc5a559681683',
  jane: '81f8f6dde88365f3928796ec7aa53f72820b06db8664f5fe76a7eb13e24546a2',
  zip: 'e443169117a184f91186b401133b20be670c7c0896f9886075e5d9b81e9d076b', // 10001
};

describe('normalisation before hashing', () => {
  it('trims and lower-cases e-mail addresses', () => {
    expect(normalise.email('  Jane.Doe@Example.COM \n')).toBe('jane.doe@example.com');
  });

  it('strips punctuation from names and lower-cases them', () => {
    expect(normalise.firstName('Mary-Jane!')).toBe('maryjane');
    expect(normalise.lastName("O'Brien")).toBe('obrien');
    expect(normalise.lastName('...')).toBeNull();
  });

  it('keeps letters only in city and state', () => {
    expect(normalise.city('New York, 2')).toBe('newyork');
    expect(normalise.state('N.Y.')).toBe('ny');
  });

  it('makes phones 11 digits with a leading 1, otherwise null', () => {
    expect(normalise.phone('(202) 555-0142')).toBe('12025550142');
    expect(normalise.phone('+1 202 555 0142')).toBe('12025550142');
    expect(normalise.phone('22025550142')).toBeNull();
    expect(normalise.phone('555-0142')).toBeNull();
    expect(normalise.phone('1202555014299')).toBeNull();
  });

  it('keeps the first five digits of a zip code and needs at least five', () => {
    expect(normalise.zipCode('10001-1234')).toBe('10001');
    expect(normalise.zipCode('1000')).toBeNull();
  });
});

describe('hashPersonalFields', () => {
  it('computes SHA-256 as hex with Web Crypto', async () => {
    expect(await sha256Hex('jane.doe@example.com')).toBe(SHA.email);
  });

  it('replaces every personal field by its hash and keeps zip5; nothing personal stays in clear', async () => {
    const input = {
      event: 'HomePay Lead Created',
      email: ' Jane.Doe@Example.com',
      firstName: 'Jane',
      lastName: 'Mary-Jane',
      city: 'New York',
      state: 'NY',
      phone: '(202) 555-0142',
      zipCode: '10001-1234',
      memberType: 'seeker',
    };
    const output = await hashPersonalFields(input);
    expect(output).toEqual({
      event: 'HomePay Lead Created',
      emailSHA256: SHA.email,
      firstNameSHA256: SHA.jane,
      lastNameSHA256: SHA.maryjane,
      citySHA256: SHA.newyork,
      stateSHA256: SHA.ny,
      phoneSHA256: SHA.phone,
      zipCodeSHA256: SHA.zip,
      zip5: '10001',
      memberType: 'seeker',
    });
    const text = JSON.stringify(output);
    for (const clear of ['Jane', 'jane.doe', '555', 'New York', '10001-1234']) expect(text).not.toContain(clear);
  });

  it('gives null for a value that does not normalise, and for non-text values', async () => {
    expect(await hashPersonalFields({ phone: '123', zipCode: '12', email: '  ', city: null })).toEqual({
      phoneSHA256: null,
      zipCodeSHA256: null,
      zip5: null,
      emailSHA256: null,
      citySHA256: null,
    });
  });
});
