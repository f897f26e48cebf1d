import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isWellFormedRx, RX_COOKIE_DAYS, rxForEnrollment, rxFromQuery, rxPositions, sanitiseRxValue } from './visit-rx';

// 2,376 payloads from PayloadsAllTheThings (MIT), kept outside the repository.
const XSS_CORPUS = 'tests/fixtures/xss-payloads.txt';

describe('rx from the query string', () => {
  it('joins rx and rx1..rx10 in order, skipping empty ones, decoded', () => {
    expect(rxFromQuery('?rx=spring&rx2=mail%20list&rx1=&rx10=ten&other=x')).toBe('spring|mail list|ten');
    expect(rxFromQuery('?rx3=%2Fpartner%2Facme')).toBe('/partner/acme');
  });

  it('is null without any rx value', () => {
    expect(rxFromQuery('?utm_source=x')).toBeNull();
    expect(rxFromQuery('?rx=%20%20&rx1=<b></b>')).toBeNull();
  });

  it('strips markup, including tags rebuilt by removing an inner one', () => {
    expect(sanitiseRxValue('<script>alert(1)</script>spring')).toBe('alert(1)spring');
    expect(sanitiseRxValue('<scr<b>ipt>x')).not.toMatch(/[<>]/);
    expect(sanitiseRxValue('<<svg/onload=alert(1)>>')).toBe('');
    expect(sanitiseRxValue('"><img src=x onerror=alert(1)>')).toBe('');
  });

  it('cannot end the cookie or add attributes: no ; , " \\ | CR or LF survive', () => {
    const value = rxFromQuery(`?rx=${encodeURIComponent('a;Domain=evil.example\r\nSet-Cookie: x=1, "b"|c\\d')}`);
    expect(value).toBe('aDomain=evil.exampleSet-Cookie: x=1 bcd');
  });

  it('leaves every payload of the XSS corpus without markup or cookie syntax', () => {
    const payloads = readFileSync(XSS_CORPUS, 'utf8').split('\n').filter(Boolean);
    expect(payloads.length).toBeGreaterThan(2000);
    for (const payload of payloads) {
      const value = rxFromQuery(new URLSearchParams({ rx: payload, rx5: payload }));
      if (value === null) continue;
      expect(value, payload).not.toMatch(/[<>"'`;,\\\r\n]/);
      expect(value.split('|').length, payload).toBeLessThanOrEqual(2);
      expect(isWellFormedRx(value), payload).toBe(true);
    }
  });
});

describe('rx positions', () => {
  it('reads ten positions, missing ones null', () => {
    expect(rxPositions('a|b|c')).toEqual(['a', 'b', 'c', null, null, null, null, null, null, null]);
    expect(rxPositions('a||c')[1]).toBeNull();
  });

  it('lets irpid override the tenth', () => {
    expect(rxPositions('a|b', 'irp-7')[9]).toBe('irp-7');
    expect(rxForEnrollment(rxPositions('a|b', 'irp-7'))).toBe('a|b||||||||irp-7');
    expect(rxForEnrollment(rxPositions('a|b'))).toBe('a|b');
  });

  it('ignores malformed cookies', () => {
    expect(isWellFormedRx('"><script>')).toBe(false);
    expect(isWellFormedRx('a|b|c|d|e|f|g|h|i|j|k|l')).toBe(false);
    expect(isWellFormedRx('')).toBe(false);
    expect(rxPositions('<b>x</b>')).toEqual(Array(10).fill(null));
  });

  it('keeps the cookie about ten years (31536e7 ms)', () => {
    expect(RX_COOKIE_DAYS).toBe(3650);
  });
});
