/**
 * Security headers on every kind of response, the page policies in the
 * browser, and the 4xx answers to bad requests, against the production
 * server.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { PAGE_MANIFEST, parsePageManifest } from '@/services/build/page-manifest';

const ROUTE_KINDS = {
  page: '/caregivers',
  home: '/',
  'not found': '/no-such-page',
  'route handler': '/healthz',
  api: '/api/public-config',
  'metadata route': '/robots.txt',
  'public file': '/favicon.svg',
  pdf: '/contracts/sample-nanny-contract.pdf',
  'open graph image': '/og/home/image.png',
};

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], what).toMatch(/^same-(site|origin)$/);
  const policy = headers['content-security-policy'] ?? '';
  for (const directive of ["default-src 'none'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
    expect(policy, what).toContain(directive);
  expect(policy, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
}

test.describe('security headers', () => {
  for (const [kind, path] of Object.entries(ROUTE_KINDS)) {
    test(`a ${kind} (${path}) carries every security header`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBeLessThan(500);
      expectSecurityHeaders(response, path);
      expect(response.headers()['strict-transport-security']).toBeUndefined();
    });
  }

  test('a built script carries them too', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = /<script src="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(script).toMatch(/^\/_next\/static\//);
    expectSecurityHeaders(await request.get(script), script);
  });

  test('HSTS is sent when the edge says the visitor came over https', async ({ request }) => {
    for (const path of ['/caregivers', '/favicon.svg', '/healthz']) {
      const response = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(response.headers()['strict-transport-security'], path).toMatch(/max-age=\d{8}/);
    }
  });

  test("a page's policy allows exactly its own inline scripts, by hash", async ({ request }) => {
    const response = await request.get('/caregivers');
    const policy = response.headers()['content-security-policy'] ?? '';
    const html = await response.text();
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) =>
        `'sha256-${createHash('sha256')
          .update(match[1] ?? '')
          .digest('base64')}'`,
    );
    expect(inline.length).toBeGreaterThan(0);
    for (const hash of inline) expect(policy).toContain(hash);
    const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
    expect(new Set(hashes)).toEqual(new Set(inline));
  });

  test('pages are served from the build with headers a CDN may cache; files in public/ too', async ({ request }) => {
    expect((await request.get('/caregivers')).headers()['cache-control']).toMatch(/s-maxage=\d+/);
    expect((await request.get('/contracts/sample-nanny-contract.pdf')).headers()['cache-control']).toMatch(
      /public.*s-maxage=\d+/,
    );
    const manifest = parsePageManifest(readFileSync(join('.next', PAGE_MANIFEST), 'utf8'));
    expect(Object.keys(manifest?.pages ?? {})).toContain('/caregivers');
  });
});

test.describe('the policy in the browser', () => {
  test('a page runs its own scripts and nothing injected', async ({ page, cspViolations }) => {
    await page.goto('/caregivers');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.head.append(script);
    });
    await expect.poll(() => cspViolations.length).toBe(1);
    expect(cspViolations[0]).toContain('script-src');
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    // The violation was the point of this test; the fixture checks for any other.
    cspViolations.length = 0;
  });

  test('the site cannot be framed by another page', async ({ page, baseURL }) => {
    const response = await page.request.get('/');
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
    expect(baseURL).toBeTruthy();
  });
});

test.describe('bad requests', () => {
  for (const path of ['/%E0%A4%A', '/%', '/images/%E0%A4%A', '/api/%', '/_next/static/%zz']) {
    test(`a malformed path (${path}) is a 400 with a reason`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain('percent-encoded');
      expectSecurityHeaders(response, path);
    });
  }

  test('TRACE is a 405 everywhere', async ({ request }) => {
    for (const path of ['/', '/favicon.svg', '/api/logs', '/contracts/sample-nanny-contract.pdf']) {
      const response = await request.fetch(path, { method: 'TRACE' });
      expect(response.status(), path).toBe(405);
      expect(response.headers().allow, path).toContain('GET');
    }
  });

  test('only GET and HEAD on pages and static files: 405 with Allow', async ({ request }) => {
    for (const path of ['/caregivers', '/favicon.svg', '/contracts/sample-nanny-contract.pdf']) {
      for (const method of ['POST', 'PUT', 'DELETE']) {
        const response = await request.fetch(path, { method });
        expect(response.status(), `${method} ${path}`).toBe(405);
        expect(response.headers().allow, `${method} ${path}`).toBe('GET, HEAD');
      }
    }
  });

  test('a range outside a PDF is a 416 with its size; a malformed range gets the whole file', async ({ request }) => {
    const path = '/contracts/sample-nanny-contract.pdf';
    const size = Number((await request.head(path)).headers()['content-length']);
    const outside = await request.get(path, { headers: { range: `bytes=${size + 10}-` } });
    expect(outside.status()).toBe(416);
    expect(outside.headers()['content-range']).toBe(`bytes */${size}`);
    expect((await request.get(path, { headers: { range: 'bytes=0-9' } })).status()).toBe(206);
    for (const range of ['bytes=9-2', 'bytes=abc', 'bytes=0-1,4-5']) {
      const whole = await request.get(path, { headers: { range } });
      expect(whole.status(), range).toBe(200);
      expect((await whole.body()).length, range).toBe(size);
    }
  });

  test('the downtime rule holds for a percent-encoded or dotted calculator path', async ({ request, baseURL }) => {
    const headers = { cookie: 'hp-flags=calculator-downtime=true' };
    for (const path of ['/%6Eanny-tax-calculator', '/nanny-tax-calculator', '/about/%2E%2E/nanny-tax-calculator']) {
      const response = await request.get(path, { headers, maxRedirects: 0 });
      expect(response.status(), path).toBe(302);
      expect(new URL(response.headers().location ?? '', baseURL).pathname, path).toBe('/downtime');
    }
  });

  test('a single-"?" URL whose value holds an encoded "?" is served as is', async ({ request }) => {
    const response = await request.get('/caregivers?next=%2Fpartners%3Fa%3D1', { maxRedirects: 0 });
    expect(response.status()).toBe(200);
  });

  test('a malformed flag cookie is ignored', async ({ request }) => {
    for (const cookie of ['hp-flags=%E0%A4%A', 'hp-flags=calculator-downtime=maybe', 'hp-flags=%']) {
      const response = await request.get('/nanny-tax-calculator', { headers: { cookie }, maxRedirects: 0 });
      expect(response.status(), cookie).toBe(200);
    }
  });
});
