import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MANIFEST } from '@/services/build/page-manifest';
import { etagOf, loadPageEtags, notModified } from './page-etags';

describe('page ETags', () => {
  it('gives each document a quoted validator that changes with any byte of it', () => {
    const etag = etagOf('<html>a</html>');
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(etagOf('<html>a</html>')).toBe(etag);
    expect(etagOf('<html>b</html>')).not.toBe(etag);
  });

  it('answers If-None-Match as RFC 9110 says: a listed tag, weak or strong, or *', () => {
    const etag = '"abc"';
    expect(notModified(null, etag)).toBe(false);
    expect(notModified('"abc"', etag)).toBe(true);
    expect(notModified('W/"abc"', etag)).toBe(true);
    expect(notModified('"x", "abc"', etag)).toBe(true);
    expect(notModified('*', etag)).toBe(true);
    expect(notModified('"abcd"', etag)).toBe(false);
    expect(notModified('abc', etag)).toBe(false);
  });

  it('reads only a manifest of the current build', () => {
    const dir = mkdtempSync(join(tmpdir(), 'etags-'));
    expect(loadPageEtags(dir).problem).toMatch(/missing/);
    writeFileSync(join(dir, 'BUILD_ID'), 'b2\n');
    const page = (etag: string) => ({ scriptHashes: [], etag });
    const notFound = { scriptHashes: [] };
    writeFileSync(join(dir, PAGE_MANIFEST), JSON.stringify({ buildId: 'b1', pages: { '/': page('"x"') }, notFound }));
    expect(loadPageEtags(dir)).toMatchObject({
      problem: expect.stringMatching(/build b1, not of the current build b2/),
    });
    expect(loadPageEtags(dir).etags.size).toBe(0);
    writeFileSync(
      join(dir, PAGE_MANIFEST),
      JSON.stringify({ buildId: 'b2', pages: { '/': page('"x"'), '/caregivers': page('"y"') }, notFound }),
    );
    expect(loadPageEtags(dir)).toEqual({
      etags: new Map([
        ['/', '"x"'],
        ['/caregivers', '"y"'],
      ]),
      problem: null,
    });
  });
});
