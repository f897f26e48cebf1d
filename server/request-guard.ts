/**
 * Requests the production server refuses before Next.js sees them, because
 * Next answers them with a 500 (TRACE cannot even be turned into a Request;
 * a malformed path or Range header throws in its static file server):
 * - a method no route of this site answers (TRACE, CONNECT, WebDAV...) → 405;
 * - a path that is not valid percent-encoded UTF-8 → 400;
 * - anything but GET or HEAD on a static file → 405;
 * - a Range outside a static file's size → 416 (a malformed or multi-part
 *   Range is ignored, as RFC 9110 allows: the whole file is served);
 * - the request target `*`: OPTIONS gets what the server allows, anything else 400;
 * - a host the site does not answer to (Host, or an absolute-form target) → 400,
 *   so no link or redirect is ever built on a visitor's host (the health check excepted:
 *   load balancers probe it by address).
 * Pure: the caller says which paths are static files and how big they are.
 */
import type { HostPolicy } from './site-hosts';
import { requestedHost } from './site-hosts';

export type GuardDecision =
  | { action: 'pass'; dropRange: boolean }
  | { action: 'answer'; status: 204; headers: Record<string, string> }
  | { action: 'refuse'; status: 400 | 405 | 416; reason: string; headers: Record<string, string> };

export const ROUTED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
const FILE_METHODS = ['GET', 'HEAD'];

export interface GuardRequest {
  method: string;
  /** The request target as sent: path and query. */
  url: string;
  range: string | undefined;
  /** The Host header. */
  host?: string;
}

const HEALTH_CHECK = '/healthz';
const ANY_HOST: HostPolicy = { kind: 'any' };

export interface StaticFiles {
  /** Whether the decoded path names a static file (public/ or the build's assets). */
  isStatic(path: string): boolean;
  /** The file's size in bytes, or null when there is no such file. */
  sizeOf(path: string): number | null;
}

type ByteRange = { start: number; end: number | null } | { suffix: number };

/** One `bytes=` range, or null for anything this server does not take (it then serves the whole file). */
export function parseRange(header: string): ByteRange | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return null;
  if (from === '') return { suffix: Number(to) };
  const start = Number(from);
  const end = to === '' ? null : Number(to);
  if (end !== null && end < start) return null;
  return { start, end };
}

export function satisfiable(range: ByteRange, size: number): boolean {
  if ('suffix' in range) return range.suffix > 0 && size > 0;
  return range.start < size;
}

function decodedPath(url: string): string | null {
  const path = url.split('?')[0] ?? '';
  if (!path.includes('%')) return path;
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}

function hostRefusal(request: GuardRequest, hosts: HostPolicy): GuardDecision | undefined {
  if (hosts.kind === 'any') return undefined;
  const host = requestedHost(request.url, request.host);
  if (host !== undefined && hosts.hosts.has(host)) return undefined;
  if (pathOf(request.url) === HEALTH_CHECK) return undefined;
  return {
    action: 'refuse',
    status: 400,
    reason: `this site answers as ${hosts.canonical}, not ${host ?? 'a request without a host'}`,
    headers: {},
  };
}

function pathOf(target: string): string {
  if (!/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) return target.split('?')[0] ?? '';
  try {
    return new URL(target).pathname;
  } catch {
    return '';
  }
}

export function guard(request: GuardRequest, files: StaticFiles, hosts: HostPolicy = ANY_HOST): GuardDecision {
  if (!ROUTED_METHODS.includes(request.method))
    return {
      action: 'refuse',
      status: 405,
      reason: `${request.method} is not a method this site answers`,
      headers: { allow: ROUTED_METHODS.join(', ') },
    };
  if (request.url === '*') {
    // RFC 9110: OPTIONS * asks about the server as a whole; no other method takes that target.
    if (request.method === 'OPTIONS')
      return { action: 'answer', status: 204, headers: { allow: ROUTED_METHODS.join(', ') } };
    return {
      action: 'refuse',
      status: 400,
      reason: `the request target * is only for OPTIONS, not ${request.method}`,
      headers: {},
    };
  }
  const wrongHost = hostRefusal(request, hosts);
  if (wrongHost) return wrongHost;
  const path = decodedPath(pathOf(request.url));
  if (path === null)
    return { action: 'refuse', status: 400, reason: 'the path is not valid percent-encoded UTF-8', headers: {} };
  if (!files.isStatic(path)) return { action: 'pass', dropRange: false };
  if (!FILE_METHODS.includes(request.method))
    return {
      action: 'refuse',
      status: 405,
      reason: `${request.method} is not allowed on a file: use GET or HEAD`,
      headers: { allow: FILE_METHODS.join(', ') },
    };
  if (request.range === undefined) return { action: 'pass', dropRange: false };
  const range = parseRange(request.range);
  if (range === null) return { action: 'pass', dropRange: true };
  const size = files.sizeOf(path);
  if (size === null) return { action: 'pass', dropRange: true };
  if (!satisfiable(range, size))
    return {
      action: 'refuse',
      status: 416,
      reason: `the requested range is outside the file (${size} bytes)`,
      headers: { 'content-range': `bytes */${size}` },
    };
  return { action: 'pass', dropRange: false };
}
