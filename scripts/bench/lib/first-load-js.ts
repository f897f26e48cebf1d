/**
 * First-load JS as a visitor pays it: every script the HTML references,
 * gzipped at level 9 as a CDN would serve it. Next 16 no longer prints this.
 */
import { gzipSync } from 'node:zlib';
import { scriptUrls } from './script-urls';

export interface ScriptSize {
  url: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface FirstLoadJs {
  /** What a module-capable browser downloads: the figure compared with the target. */
  scripts: ScriptSize[];
  /** nomodule scripts (legacy polyfills): listed, not counted. */
  noModuleScripts: ScriptSize[];
  rawBytes: number;
  gzipBytes: number;
  /** The HTML document itself, gzipped: it carries the inline RSC payload. */
  htmlGzipBytes: number;
}

const gzipSize = (body: Buffer) => gzipSync(body, { level: 9 }).length;

/** Reads the page and its scripts: over HTTP from a running server by default. */
export type BodyLoader = (url: string) => Promise<Buffer>;

async function fetchBody(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** `cache` lets routes share chunks without fetching them again: each script is fetched once per run. */
export async function measureFirstLoadJs(
  pageUrl: string,
  cache: Map<string, ScriptSize>,
  load: BodyLoader = fetchBody,
): Promise<FirstLoadJs> {
  const html = await load(pageUrl);
  const scripts: ScriptSize[] = [];
  const noModuleScripts: ScriptSize[] = [];
  for (const { url, noModule } of scriptUrls(html.toString('utf8'), pageUrl)) {
    let size = cache.get(url);
    if (!size) {
      const body = await load(url);
      size = { url, rawBytes: body.length, gzipBytes: gzipSize(body) };
      cache.set(url, size);
    }
    (noModule ? noModuleScripts : scripts).push(size);
  }
  return {
    scripts,
    noModuleScripts,
    rawBytes: scripts.reduce((sum, s) => sum + s.rawBytes, 0),
    gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    htmlGzipBytes: gzipSize(html),
  };
}

export const kb = (bytes: number) => bytes / 1024;
