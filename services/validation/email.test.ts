import { describe, expect, it } from 'vitest';
import { isEmail } from './email';

describe('the e-mail pattern', () => {
  it.each([
    'parent@example.com',
    'first.last+nanny@mail.example.co.uk',
    'user@[192.168.0.1]',
    '"quoted name"@example.org',
    '  padded@example.com  ',
  ])('accepts %s', (email) => {
    expect(isEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    'no-domain@',
    '@example.com',
    'two@@example.com',
    'dot.@example',
    'user@example',
    'user@[192.168.0]',
    'a b@example.com',
    'user@exa mple.com',
  ])('refuses %s', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});
