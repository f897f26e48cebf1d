/**
 * The hashes a strict policy needs for a static page: every inline script of
 * the built HTML (Next's bootstrap and the React Server Components payload),
 * as CSP 'sha256-…' sources. The browser hashes the element's text exactly as
 * written, so the text between the tags is hashed unchanged. Data blocks
 * (JSON-LD) are not scripts for the policy and are left out.
 */
import { createHash } from 'node:crypto';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);
// An inline event handler (onclick="…") cannot be allowed by a hash without 'unsafe-hashes'.
const HANDLER_ATTRIBUTE = /<[a-z][^>]*\son[a-z]+\s*=/i;

function attribute(attributes: string, name: string): string | null {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?`, 'i').exec(attributes);
  if (!match) return null;
  return match[1] ?? match[2] ?? match[3] ?? '';
}

export const sha256Source = (text: string): string =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

export interface InlineScripts {
  hashes: string[];
  /** Why the page cannot be served under a hash-based policy; empty when it can. */
  problems: string[];
}

export function inlineScriptHashes(html: string): InlineScripts {
  const hashes: string[] = [];
  const problems: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (attribute(attributes, 'src') !== null) continue;
    const type = (attribute(attributes, 'type') ?? '').trim().toLowerCase();
    if (!EXECUTABLE_TYPES.has(type)) continue;
    const hash = sha256Source(body);
    if (!hashes.includes(hash)) hashes.push(hash);
  }
  const handler = HANDLER_ATTRIBUTE.exec(html.replace(SCRIPT, ''));
  if (handler)
    problems.push(`inline event handler in "${handler[0].slice(0, 80)}": use addEventListener in a script instead`);
  return { hashes, problems };
}
