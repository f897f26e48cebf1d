import { describe, expect, it } from 'vitest';
import { guard, parseRange, type StaticFiles } from './request-guard';

const files: StaticFiles = {
  isStatic: (path) => path.startsWith('/contracts/') || path.startsWith('/_next/static/'),
  sizeOf: (path) => (path === '/contracts/a.pdf' ? 1000 : null),
};
const request = (method: string, url: string, range?: string) => guard({ method, url, range }, files);

describe('guard', () => {
  it('refuses methods no route answers with 405 and the allowed list', () => {
    for (const method of ['TRACE', 'CONNECT', 'PROPFIND']) {
      const decision = request(method, '/');
      expect(decision).toMatchObject({ action: 'refuse', status: 405 });
      if (decision.action === 'refuse') expect(decision.headers.allow).toContain('GET');
    }
  });

  it('refuses a path that is not valid percent-encoding with 400, wherever it points', () => {
    for (const url of ['/%E0%A4%A', '/%', '/images/%zz', '/api/%?x=1'])
      expect(request('GET', url)).toMatchObject({ action: 'refuse', status: 400 });
    expect(request('GET', '/caregivers?q=%')).toEqual({ action: 'pass', dropRange: false });
  });

  it('allows only GET and HEAD on static files', () => {
    expect(request('POST', '/contracts/a.pdf')).toMatchObject({ action: 'refuse', status: 405 });
    expect(request('HEAD', '/contracts/a.pdf')).toEqual({ action: 'pass', dropRange: false });
    expect(request('POST', '/api/logs')).toEqual({ action: 'pass', dropRange: false });
  });

  it('answers 416 with the size for a range outside the file', () => {
    const decision = request('GET', '/contracts/a.pdf', 'bytes=5000-');
    expect(decision).toMatchObject({ action: 'refuse', status: 416, headers: { 'content-range': 'bytes */1000' } });
  });

  it('passes satisfiable ranges and ignores malformed or multi-part ones (whole file)', () => {
    expect(request('GET', '/contracts/a.pdf', 'bytes=0-99')).toEqual({ action: 'pass', dropRange: false });
    expect(request('GET', '/contracts/a.pdf', 'bytes=-100')).toEqual({ action: 'pass', dropRange: false });
    expect(request('GET', '/contracts/a.pdf', 'bytes=5-2')).toEqual({ action: 'pass', dropRange: true });
    expect(request('GET', '/contracts/a.pdf', 'bytes=0-1,4-5')).toEqual({ action: 'pass', dropRange: true });
    expect(request('GET', '/contracts/a.pdf', 'items=1')).toEqual({ action: 'pass', dropRange: true });
  });
});

describe('parseRange', () => {
  it('reads single byte ranges', () => {
    expect(parseRange('bytes=10-')).toEqual({ start: 10, end: null });
    expect(parseRange('bytes=-5')).toEqual({ suffix: 5 });
    expect(parseRange('bytes=-')).toBeNull();
  });

  it('answers OPTIONS * with what the server allows, and refuses * as the target of anything else', () => {
    expect(request('OPTIONS', '*')).toEqual({
      action: 'answer',
      status: 204,
      headers: { allow: expect.stringContaining('GET') },
    });
    expect(request('GET', '*')).toMatchObject({
      action: 'refuse',
      status: 400,
      reason: 'the request target * is only for OPTIONS, not GET',
    });
  });

  it('refuses a host the site does not answer to, in the Host header or an absolute-form target, but not on the health check', () => {
    const hosts = { kind: 'only', hosts: new Set(['www.example.com']), canonical: 'www.example.com' } as const;
    const at = (url: string, host: string) => guard({ method: 'GET', url, range: undefined, host }, files, hosts);
    expect(at('/partners/', 'evil.example')).toMatchObject({
      action: 'refuse',
      status: 400,
      reason: 'this site answers as www.example.com, not evil.example',
    });
    expect(at('http://evil.example/partners?x=1', 'www.example.com')).toMatchObject({ action: 'refuse', status: 400 });
    expect(at('/partners', 'www.example.com')).toEqual({ action: 'pass', dropRange: false });
    expect(at('http://www.example.com/partners', 'www.example.com')).toEqual({ action: 'pass', dropRange: false });
    expect(at('/healthz', '10.0.0.7:3000')).toEqual({ action: 'pass', dropRange: false });
  });
});
