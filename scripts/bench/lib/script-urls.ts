/**
 * The scripts a page's HTML makes the browser fetch: <script src> plus any
 * <link rel=modulepreload> or <link rel=preload as=script>, and those its
 * loader inserts after the first paint (scripts/post-build/after-paint.ts).
 * A regex suffices: the input is Next's own generated markup, not arbitrary HTML.
 */
import { scriptsLoadedAfterPaint } from '../../post-build/after-paint';

const TAG = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE = /([a-zA-Z:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function attributes(source: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1];
    if (name) result.set(name.toLowerCase(), decodeEntities(match[2] ?? match[3] ?? match[4] ?? ''));
  }
  return result;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

function scriptHref(tag: string, attrs: Map<string, string>): string | undefined {
  if (tag === 'script') return attrs.get('src');
  const rel = (attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
  if (rel.includes('modulepreload')) return attrs.get('href');
  if (rel.includes('preload') && attrs.get('as')?.toLowerCase() === 'script') return attrs.get('href');
  return undefined;
}

export interface ScriptRef {
  url: string;
  /**
   * <script nomodule>: browsers that support modules (every browser Lighthouse
   * or a visitor runs today) neither download nor run it. Next puts its legacy
   * polyfills there, so it is listed but not counted as first-load JS.
   */
  noModule: boolean;
}

/** Absolute URLs, each once, in document order. */
export function scriptUrls(html: string, pageUrl: string): ScriptRef[] {
  const refs = new Map<string, ScriptRef>();
  for (const match of html.matchAll(TAG)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attrs = attributes(match[2] ?? '');
    const href = scriptHref(tag, attrs);
    if (!href) continue;
    const url = new URL(href, pageUrl).href;
    const noModule = tag === 'script' && attrs.has('nomodule');
    // A preload of the same URL elsewhere means a module-capable browser fetches it after all.
    const seen = refs.get(url);
    refs.set(url, { url, noModule: (seen?.noModule ?? true) && noModule });
  }
  for (const href of scriptsLoadedAfterPaint(html)) {
    const url = new URL(href, pageUrl).href;
    refs.set(url, { url, noModule: false });
  }
  return [...refs.values()];
}
