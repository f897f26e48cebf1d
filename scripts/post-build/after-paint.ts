/**
 * Next writes a static page's framework and island scripts as
 * `<script src async>` in the head (and a `<link rel="preload" as="script">`
 * for the last one), so they download alongside the page's CSS and the
 * browser may run them before anything is painted. The page is complete HTML
 * without them: they only hydrate it. This rewrite loads them once the first
 * contentful paint has happened instead, so the text paints with the whole
 * connection to itself (docs/performance.md, "Lighthouse 100: the text paints
 * before the scripts download").
 *
 * The scripts are async and register with the Turbopack runtime in any order,
 * so inserting them later changes when the page hydrates, not how. The
 * `nomodule` polyfill stays as written: module browsers never fetch it.
 */

import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFiles } from './build-files';
import { buildFileOf } from './compile-hints';
import type { NextOutput } from './next-output';

const SCRIPT_TAG = /<script\b([^>]*)>\s*<\/script\s*>/gi;
const SCRIPT_PRELOAD = /<link\b[^>]*\bas="script"[^>]*>/gi;
const ATTRIBUTE_SRC = /\ssrc="([^"]+)"/i;
/** Marks a rewritten document, so a second run leaves it alone. */
export const LOADER_MARK = 'data-hydrate-after-paint';

/**
 * Inserts the scripts once 'first-contentful-paint' is observed (buffered: it may already have happened).
 * A browser without paint timing loads them at once, as before.
 */
export function loaderScript(sources: readonly string[]): string {
  const list = JSON.stringify(sources).replace(/</g, '\\u003c');
  return (
    `(function(){var s=${list},d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;document.head.appendChild(e)})}` +
    `var P=window.PerformanceObserver;if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();` +
    `new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}}).observe({type:"paint",buffered:true})})()`
  );
}

export interface Rewrite {
  html: string;
  /** The script URLs now loaded after the first paint, in document order. */
  deferred: string[];
}

export function hydrateAfterPaint(html: string): Rewrite {
  if (html.includes(LOADER_MARK)) return { html, deferred: [] };
  const deferred: string[] = [];
  const withoutScripts = html.replace(SCRIPT_TAG, (tag: string, attributes: string) => {
    const src = ATTRIBUTE_SRC.exec(attributes)?.[1];
    const isAsync = /\sasync(?:=""|\s|$)/i.test(attributes);
    if (src === undefined || !isAsync || /\snomodule/i.test(attributes)) return tag;
    deferred.push(src);
    return '';
  });
  if (deferred.length === 0) return { html, deferred };
  const withoutPreloads = withoutScripts.replace(SCRIPT_PRELOAD, (tag: string) => {
    const href = /\shref="([^"]+)"/i.exec(tag)?.[1];
    return href !== undefined && deferred.includes(href) ? '' : tag;
  });
  const headEnd = withoutPreloads.search(/<\/head\s*>/i);
  if (headEnd < 0) throw new Error('hydrate-after-paint: the document has no </head>');
  const loader = `<script ${LOADER_MARK}="">${loaderScript(deferred)}</script>`;
  return { html: withoutPreloads.slice(0, headEnd) + loader + withoutPreloads.slice(headEnd), deferred };
}

const LOADER_LIST = new RegExp(`<script ${LOADER_MARK}="">\\(function\\(\\)\\{var s=(\\[[^\\]]*\\]),d=0;`);

/** The script URLs a rewritten document loads after its first paint (none for a document not rewritten). */
export function scriptsLoadedAfterPaint(html: string): string[] {
  const list = LOADER_LIST.exec(html)?.[1];
  if (list === undefined) return [];
  const parsed: unknown = JSON.parse(list);
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/** The step: every prerendered document of the build rewritten; fails on a document that names a script the build lacks. */
export function moveScriptsAfterPaint({ distDir, appDir }: NextOutput): string {
  let documents = 0;
  const moved = new Set<string>();
  for (const file of htmlFiles(appDir)) {
    const { html, deferred } = hydrateAfterPaint(readFileSync(file, 'utf8'));
    if (deferred.length === 0) continue;
    writeFileSync(file, html);
    documents += 1;
    deferred.forEach((url) => moved.add(url));
  }
  for (const url of moved) {
    const file = buildFileOf(url);
    if (file === undefined || !existsSync(join(distDir, file)))
      throw new Error(`after-paint: ${url} is not a file of this build`);
  }
  return `${documents} documents load their ${moved.size} scripts after the first paint`;
}
