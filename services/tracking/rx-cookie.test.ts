import { afterEach, describe, expect, it } from 'vitest';
import { enrollmentRx, recordVisitRx, storedRx } from './rx-cookie';

/** document.cookie with the browser's rules that matter here: one cookie per assignment, attributes not readable. */
function fakeCookieJar() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  Object.defineProperty(globalThis, 'document', {
    configurable: true,
    value: {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
      },
      set cookie(text: string) {
        writes.push(text);
        const [pair = ''] = text.split(';');
        const at = pair.indexOf('=');
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      },
    },
  });
  return { jar, writes };
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

describe('homepayVisitRx cookie', () => {
  it('is written quoted, path /, about ten years, Secure over https', () => {
    const { writes } = fakeCookieJar();
    expect(recordVisitRx({ search: '?rx=spring&rx1=mail', protocol: 'https:' })).toBe('spring|mail');
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^homepayVisitRx="spring\|mail"; path=\/; expires=[^;]+; sameSite=Lax; secure$/);
    const expires = Date.parse(/expires=([^;]+)/.exec(writes[0] ?? '')?.[1] ?? '');
    expect((expires - Date.now()) / 86_400_000).toBeCloseTo(3650, 0);
  });

  it('is not Secure over plain http, and never replaced once set', () => {
    const { writes } = fakeCookieJar();
    recordVisitRx({ search: '?rx=first', protocol: 'http:' });
    expect(writes[0]).not.toContain('secure');
    expect(recordVisitRx({ search: '?rx=second', protocol: 'http:' })).toBe('first');
    expect(writes).toHaveLength(1);
  });

  it('replaces a malformed cookie and ignores it when reading', () => {
    const { jar } = fakeCookieJar();
    jar.set('homepayVisitRx', '"%3Cscript%3E"');
    expect(storedRx()).toBeUndefined();
    expect(recordVisitRx({ search: '?rx=clean', protocol: 'http:' })).toBe('clean');
  });

  it('cannot be used to set another cookie or attribute', () => {
    const { jar, writes } = fakeCookieJar();
    recordVisitRx({
      search: `?rx=${encodeURIComponent('x"; Domain=evil.example; other=1\r\nhpc=2')}`,
      protocol: 'http:',
    });
    expect([...jar.keys()]).toEqual(['homepayVisitRx']);
    // The words stay as text inside the value; no attribute is added.
    expect(
      writes[0]
        ?.split('; ')
        .slice(1)
        .map((attribute) => attribute.split('=')[0]),
    ).toEqual(['path', 'expires', 'sameSite']);
    expect(writes[0]).not.toMatch(/[\r\n]/);
  });

  it('gives enrollment the stored rx, with irpid as the tenth position', () => {
    fakeCookieJar();
    recordVisitRx({ search: '?rx=spring', protocol: 'http:' });
    expect(enrollmentRx('')).toBe('spring');
    expect(enrollmentRx('?irpid=77')).toBe('spring|||||||||77');
  });
});
