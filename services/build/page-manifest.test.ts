import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPageManifest, PAGE_MANIFEST, parsePageManifest } from './page-manifest';

const manifest = {
  buildId: 'b2',
  pages: {
    '/': { scriptHashes: ['sha256-a', 'sha256-b'], etag: '"x"' },
    '/caregivers': { scriptHashes: ['sha256-a'], etag: '"y"' },
  },
  notFound: { scriptHashes: ['sha256-n'] },
};

describe('the page manifest', () => {
  it('reads back what the build wrote', () => {
    expect(parsePageManifest(JSON.stringify(manifest))).toEqual(manifest);
  });

  it.each([
    ['not JSON', '{'],
    ['no build id', JSON.stringify({ ...manifest, buildId: undefined })],
    [
      'a hash that is not a string',
      JSON.stringify({ ...manifest, pages: { '/': { scriptHashes: [1], etag: '"x"' } } }),
    ],
    ['an unquoted ETag', JSON.stringify({ ...manifest, pages: { '/': { scriptHashes: [], etag: 'x' } } })],
    ['no 404 hashes', JSON.stringify({ ...manifest, notFound: {} })],
    ['pages as a list', JSON.stringify({ ...manifest, pages: [] })],
  ])('refuses a manifest with %s', (_, text) => {
    expect(parsePageManifest(text)).toBeNull();
  });

  it('is used only by the build that wrote it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'page-manifest-'));
    expect(loadPageManifest(dir).problem).toMatch(/missing/);
    writeFileSync(join(dir, 'BUILD_ID'), 'b3\n');
    writeFileSync(join(dir, PAGE_MANIFEST), JSON.stringify(manifest));
    expect(loadPageManifest(dir)).toEqual({
      manifest: null,
      problem: expect.stringMatching(/build b2, not of the current build b3/),
    });
    writeFileSync(join(dir, 'BUILD_ID'), 'b2\n');
    expect(loadPageManifest(dir)).toEqual({ manifest, problem: null });
  });
});
