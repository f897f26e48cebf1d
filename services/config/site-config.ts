/**
 * The checked site config (engine/site-config.ts) for the code that runs before any page: the proxy,
 * next.config.ts, the security policies and the public config. Read from the config folder once per process; in
 * development again whenever site.json changes, so a marketer's edit reaches the proxy without a restart. A
 * broken site.json stops the server with each problem at its file, line and column.
 *
 * Imports are relative: next.config.ts loads this module before path aliases exist.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SiteConfig } from '../../schemas/generated/config-types';
import { formatProblem } from '../../engine/result';
import { siteConfigFrom } from '../../engine/site-config';
import { configDir } from './config-dir';

let cached: { site: SiteConfig; modified: number } | undefined;

function read(path: string, modified: number): SiteConfig {
  const result = siteConfigFrom(
    { file: relative(process.cwd(), path) || path, text: readFileSync(path, 'utf8') },
    { production: process.env.SITE_ENV === 'production' },
  );
  if (!result.ok) {
    throw new Error(`site.json is invalid (run \`npm run validate\`):\n${result.errors.map(formatProblem).join('\n')}`);
  }
  cached = { site: result.value, modified };
  return result.value;
}

export function siteConfig(): SiteConfig {
  const path = join(configDir(), 'site.json');
  if (process.env.NODE_ENV !== 'development' && cached) return cached.site;
  const modified = statSync(path).mtimeMs;
  if (cached && cached.modified === modified) return cached.site;
  return read(path, modified);
}
