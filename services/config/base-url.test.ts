import { describe, expect, it } from 'vitest';
import { chooseBaseUrl } from './base-url';

describe('chooseBaseUrl', () => {
  it("keeps site.json's address when PUBLIC_BASE_URL is not set", () => {
    expect(chooseBaseUrl('http://localhost:3000', {})).toEqual({ ok: true, baseUrl: 'http://localhost:3000' });
    expect(chooseBaseUrl('http://localhost:3000', { PUBLIC_BASE_URL: '  ' })).toEqual({
      ok: true,
      baseUrl: 'http://localhost:3000',
    });
  });

  it('takes the production address from PUBLIC_BASE_URL, without a trailing slash', () => {
    expect(
      chooseBaseUrl('http://localhost:3000', { PUBLIC_BASE_URL: 'https://www.hearthpayroll.example.com/' }),
    ).toEqual({ ok: true, baseUrl: 'https://www.hearthpayroll.example.com' });
  });

  it.each(['www.example.com', 'ftp://example.com', 'https://example.com/?a=1', 'https://user:pw@example.com'])(
    'refuses %s with a reason',
    (value) => {
      const choice = chooseBaseUrl('http://localhost:3000', { PUBLIC_BASE_URL: value });
      expect(choice.ok).toBe(false);
      expect(choice.ok ? '' : choice.message).toMatch(/^PUBLIC_BASE_URL/);
    },
  );
});
