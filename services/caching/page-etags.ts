/**
 * Build-time ETags of the prerendered pages. Next would hash each page's HTML
 * again on every request (0.35–0.45 ms for a 90–115 KB page here, a fifth of
 * what serving it costs); the HTML of a static page cannot change until the
 * next build, so scripts/csp-hashes.ts hashes each document once and the
 * proxy sends the ETag, answering a matching If-None-Match itself with a 304
 * (next.config.ts turns Next's own ETags off).
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { jsonObject, readBuildManifest } from '@/services/build/build-manifest';

export const PAGE_ETAG_MANIFEST = 'page-etags.json';

export interface PageEtagManifest {
  buildId: string;
  /** Page path → strong ETag of its prerendered document, quotes included. */
  pages: Record<string, string>;
}

/** A strong validator: the body is byte for byte the build's document. */
export const etagOf = (html: string): string =>
  `"${createHash('sha256').update(html, 'utf8').digest('base64url').slice(0, 27)}"`;

export function parsePageEtagManifest(text: string): PageEtagManifest | null {
  const value = jsonObject(text);
  if (!value) return null;
  const { buildId, pages } = value;
  if (typeof buildId !== 'string' || typeof pages !== 'object' || pages === null) return null;
  const entries = Object.entries(pages);
  if (!entries.every(([, etag]) => typeof etag === 'string' && /^"[^"]+"$/.test(etag))) return null;
  return { buildId, pages: Object.fromEntries(entries) as Record<string, string> };
}

/** The manifest of the build in `distDir`; without a current one, pages go out without an ETag (never with a wrong one). */
export function loadPageEtags(distDir = join(process.cwd(), '.next')): {
  etags: ReadonlyMap<string, string>;
  problem: string | null;
} {
  const { manifest, problem } = readBuildManifest(distDir, PAGE_ETAG_MANIFEST, parsePageEtagManifest);
  return { etags: new Map(Object.entries(manifest?.pages ?? {})), problem };
}

/**
 * If-None-Match (RFC 9110 §13.1.2): `*`, or a list of entity tags compared
 * weakly (a `W/` prefix is ignored). True when the client's copy is current.
 */
export function notModified(ifNoneMatch: string | null, etag: string): boolean {
  if (ifNoneMatch === null) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return (ifNoneMatch.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
}

let loaded: ReadonlyMap<string, string> | undefined;

/** This deployment's page ETags, read once; none in development, where pages are rendered per request. */
export function sitePageEtags(): ReadonlyMap<string, string> {
  if (loaded) return loaded;
  if (process.env.NODE_ENV === 'development') loaded = new Map();
  else {
    const { etags, problem } = loadPageEtags();
    if (problem)
      console.error(JSON.stringify({ level: 'error', msg: `page ETags: ${problem}; pages are sent without an ETag` }));
    loaded = etags;
  }
  return loaded;
}
