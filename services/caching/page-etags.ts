/**
 * Build-time ETags of the prerendered pages. Next would hash each page's HTML
 * again on every request (0.35–0.45 ms for a 90–115 KB page here, a fifth of
 * what serving it costs); the HTML of a static page cannot change until the
 * next build, so scripts/csp-hashes.ts hashes each document once and the
 * proxy sends the ETag, answering a matching If-None-Match itself with a 304
 * (next.config.ts turns Next's own ETags off).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PAGE_ETAG_MANIFEST = 'page-etags.json';

export interface PageEtagManifest {
  buildId: string;
  /** Page path → strong ETag of its prerendered document, quotes included. */
  pages: Record<string, string>;
}

/** A strong validator: the body is byte for byte the build's document. */
export const etagOf = (html: string): string => `"${createHash('sha256').update(html, 'utf8').digest('base64url').slice(0, 27)}"`;

export function parsePageEtagManifest(text: string): PageEtagManifest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { buildId, pages } = value as Record<string, unknown>;
  if (typeof buildId !== 'string' || typeof pages !== 'object' || pages === null) return null;
  const entries = Object.entries(pages);
  if (!entries.every(([, etag]) => typeof etag === 'string' && /^"[^"]+"$/.test(etag))) return null;
  return { buildId, pages: Object.fromEntries(entries) as Record<string, string> };
}

/** The manifest of the build in `distDir`; without a current one, pages go out without an ETag (never with a wrong one). */
export function loadPageEtags(distDir = join(process.cwd(), '.next')): { etags: ReadonlyMap<string, string>; problem: string | null } {
  const none = new Map<string, string>();
  let text: string;
  let buildId: string;
  try {
    text = readFileSync(join(distDir, PAGE_ETAG_MANIFEST), 'utf8');
    buildId = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim();
  } catch {
    return { etags: none, problem: `${PAGE_ETAG_MANIFEST} is missing from ${distDir}: build with npm run build` };
  }
  const manifest = parsePageEtagManifest(text);
  if (!manifest) return { etags: none, problem: `${join(distDir, PAGE_ETAG_MANIFEST)} is not a valid ETag manifest` };
  if (manifest.buildId !== buildId) return { etags: none, problem: `${PAGE_ETAG_MANIFEST} is of build ${manifest.buildId}, not of the current build ${buildId}: run npm run build` };
  return { etags: new Map(Object.entries(manifest.pages)), problem: null };
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
    if (problem) console.error(JSON.stringify({ level: 'error', msg: `page ETags: ${problem}; pages are sent without an ETag` }));
    loaded = etags;
  }
  return loaded;
}
