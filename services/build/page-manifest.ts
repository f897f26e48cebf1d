/**
 * What the build knows of each prerendered page and the server needs for
 * every request to it, written once by the post-build stage
 * (scripts/post-build/page-manifest.ts) and read once when the server starts:
 * - the hashes of the page's inline scripts, for a policy that allows exactly
 *   those (docs/security.md);
 * - its ETag: a static page's HTML cannot change before the next build, so it
 *   is hashed once here rather than on every request (0.35–0.45 ms a page).
 */
import { join } from 'node:path';
import { jsonObject, readBuildManifest } from './build-manifest';

export const PAGE_MANIFEST = 'page-manifest.json';

export interface PageEntry {
  /** CSP sources ('sha256-…'), one per distinct inline script. */
  scriptHashes: string[];
  /** Strong ETag of the prerendered document, quotes included. */
  etag: string;
}

export interface PageManifest {
  buildId: string;
  /** Page path (`/`, `/about/terms-of-use`) → what its responses need. */
  pages: Record<string, PageEntry>;
  /** The 404 document, served for any path without a page. */
  notFound: { scriptHashes: string[] };
}

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const isEtag = (value: unknown): value is string => typeof value === 'string' && /^"[^"]+"$/.test(value);

function pageEntry(value: unknown): PageEntry | null {
  if (typeof value !== 'object' || value === null) return null;
  const { scriptHashes, etag } = value as Record<string, unknown>;
  return isStringList(scriptHashes) && isEtag(etag) ? { scriptHashes, etag } : null;
}

export function parsePageManifest(text: string): PageManifest | null {
  const value = jsonObject(text);
  if (!value) return null;
  const { buildId, pages, notFound } = value;
  if (typeof buildId !== 'string' || typeof pages !== 'object' || pages === null || Array.isArray(pages)) return null;
  const notFoundHashes = typeof notFound === 'object' && notFound !== null ? (notFound as Record<string, unknown>) : {};
  if (!isStringList(notFoundHashes.scriptHashes)) return null;
  const entries: Array<[string, PageEntry]> = [];
  for (const [path, entry] of Object.entries(pages)) {
    const parsed = pageEntry(entry);
    if (!parsed) return null;
    entries.push([path, parsed]);
  }
  return { buildId, pages: Object.fromEntries(entries), notFound: { scriptHashes: notFoundHashes.scriptHashes } };
}

/**
 * The manifest of the build in `distDir`. Without a current one (a build that
 * skipped the stage, or another build's), `problem` says why: pages then go
 * out without an ETag and under a policy without hashes, so they render
 * without their scripts rather than run under a weaker policy.
 */
export function loadPageManifest(distDir = join(process.cwd(), '.next')): {
  manifest: PageManifest | null;
  problem: string | null;
} {
  return readBuildManifest(distDir, PAGE_MANIFEST, parsePageManifest);
}
