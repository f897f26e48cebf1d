import { describe, expect, it } from 'vitest';
import { FALLBACK_RETURN_PATH, safeReturnPath } from './safe-return-path';

const ORIGIN = 'https://www.site.example';

describe('safeReturnPath', () => {
  it.each([
    ['/', '/'],
    ['/product-and-pricing', '/product-and-pricing'],
    ['/nanny-tax-calculator?state=NY&hired=yes', '/nanny-tax-calculator?state=NY&hired=yes'],
    ['/search?q=a%2Fb', '/search?q=a%2Fb'],
    ['/a/b/../c', '/a/c'],
    ['caregivers', '/caregivers'],
    ['https://www.site.example/partners?rx=1', '/partners?rx=1'],
    ['HTTPS://WWW.SITE.EXAMPLE/partners', '/partners'],
    ['https://www.site.example:443/partners', '/partners'],
    ['/sample-nanny-contract#download', '/sample-nanny-contract'],
  ])('keeps the same-origin path %j as %j', (candidate, expected) => {
    expect(safeReturnPath(candidate, ORIGIN)).toBe(expected);
  });

  it.each([
    ['an absolute URL to another host', 'https://evil.example/login'],
    ['another scheme on the same host', 'http://www.site.example/partners'],
    ['another port on the same host', 'https://www.site.example:8443/partners'],
    ['a protocol-relative URL', '//evil.example'],
    ['a protocol-relative URL with a path', '//evil.example/partners'],
    ['three slashes', '///evil.example'],
    ['slash backslash', '/\\evil.example'],
    ['backslash backslash', '\\\\evil.example'],
    ['a backslash inside the path', '/partners\\..\\..\\evil'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['encoded slashes without the leading slash', '%2F%2Fevil.example'],
    ['lower-case encoded slashes', '/%2f%2fevil.example'],
    ['double-encoded slashes', '/%252F%252Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['a lower-case encoded backslash', '/%5cevil.example'],
    ['an encoded absolute URL', 'https%3A%2F%2Fevil.example'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: in mixed case', 'JaVaScRiPt:alert(1)'],
    ['javascript: behind a tab', 'java\tscript:alert(1)'],
    ['encoded javascript:', 'javascript%3Aalert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a tab between the slashes', '/\t/evil.example'],
    ['a newline between the slashes', '/\n/evil.example'],
    ['an encoded tab between the slashes', '/%09/evil.example'],
    ['dot segments collapsing into two slashes', '/.//evil.example'],
    ['encoded dot segments collapsing into two slashes', '/.%2F/evil.example'],
    ['a look-alike host', 'https://www.site.example.evil.example/partners'],
    ['a look-alike localhost', 'http://localhost.evil.example/'],
    ['user info hiding the real host', 'https://www.site.example@evil.example/'],
    ['a malformed escape', '/%E0%A4%A'],
    ['leading spaces before two slashes', '  //evil.example'],
    ['an empty string', ''],
  ])('refuses %s', (_label, candidate) => {
    expect(safeReturnPath(candidate, ORIGIN)).toBe(FALLBACK_RETURN_PATH);
  });

  it('treats a look-alike of localhost as another host', () => {
    expect(safeReturnPath('http://localhost.evil.example/partners', 'http://localhost:3000')).toBe('/');
    expect(safeReturnPath('http://localhost:3000/partners', 'http://localhost:3000')).toBe('/partners');
  });

  it('refuses anything that is not a string', () => {
    for (const candidate of [undefined, null, 42, { pathname: '/partners' }, ['/partners']]) {
      expect(safeReturnPath(candidate, ORIGIN)).toBe('/');
    }
  });

  it('falls back when its own origin is unusable', () => {
    expect(safeReturnPath('/partners', 'not a url')).toBe('/');
    expect(safeReturnPath('/partners', 'data:text/plain,x')).toBe('/');
  });

  it('never returns anything a browser would read as another host', () => {
    const tricky = [
      '/%2F/evil.example',
      '/%5C%5Cevil.example',
      '/.%2E//evil.example',
      '/%2E/%2Fevil.example',
      '/%25%32%46%25%32%46evil.example',
    ];
    for (const candidate of tricky) {
      const path = safeReturnPath(candidate, ORIGIN);
      expect(path.startsWith('/')).toBe(true);
      expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
      expect(new URL(decodeURIComponent(path), ORIGIN).origin).toBe(ORIGIN);
    }
  });
});
