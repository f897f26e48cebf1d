/**
 * The post-build stage on this build of the real site, as served: every page of the page manifest loads its
 * scripts after the first paint (no `<script src async>` left, one loader naming only files of this build), every
 * one of those scripts carries the compile hint, and each page goes out with the ETag and script hashes the manifest
 * recorded. Next's output itself was checked against the stage's contract when the build ran
 * (scripts/post-build/next-output.ts); this is what the stage made of it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { PAGE_MANIFEST, parsePageManifest } from '@/services/build/page-manifest';
import { LOADER_MARK, scriptsLoadedAfterPaint } from '@/scripts/post-build/after-paint';
import { COMPILE_HINT } from '@/scripts/post-build/compile-hints';

test.skip(({ viewport }) => (viewport?.width ?? 0) < 1000, 'these speak HTTP, not layout: one run is enough');

const manifest = parsePageManifest(readFileSync(join('.next', PAGE_MANIFEST), 'utf8'));

test('every page of the manifest is served as the stage left it', async ({ request }) => {
  expect(manifest, `.next/${PAGE_MANIFEST} is missing or invalid`).not.toBeNull();
  const pages = Object.entries(manifest?.pages ?? {});
  expect(pages.length).toBeGreaterThan(60);
  const checkedScripts = new Set<string>();
  for (const [path, page] of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers().etag, path).toBe(page.etag);
    const policy = response.headers()['content-security-policy'] ?? '';
    for (const hash of page.scriptHashes) expect(policy, path).toContain(`'${hash}'`);
    const html = await response.text();
    expect(html.split(LOADER_MARK).length - 1, `${path}: one loader`).toBe(1);
    expect(html, `${path}: no script left to load before the first paint`).not.toMatch(
      /<script\b[^>]*\bsrc="[^"]+"[^>]*\basync=""/,
    );
    const scripts = scriptsLoadedAfterPaint(html);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const script of scripts) {
      if (checkedScripts.has(script)) continue;
      checkedScripts.add(script);
      const body = await (await request.get(script)).text();
      expect(body.startsWith(COMPILE_HINT), `${script} starts with the compile hint`).toBe(true);
    }
  }
});

test('a revalidating client gets a 304 for the ETag of the manifest', async ({ request }) => {
  const etag = manifest?.pages['/']?.etag ?? '';
  const response = await request.get('/', { headers: { 'if-none-match': etag } });
  expect(response.status()).toBe(304);
});
