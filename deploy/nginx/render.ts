/**
 * Fills the templates beside this file (site.conf, nginx.conf) from what a build and a deployment say.
 * Pure: write-config.ts gathers the inputs and writes the files.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface StaticPage {
  /** The page's path, as in the page manifest (`/`, `/about/terms-of-use`). */
  route: string;
  /** Its build-time ETag, quotes included. */
  etag: string;
  /** Its Content-Security-Policy when the visitor came over http and over https. */
  policy: { http: string; https: string };
}

export interface SiteConfInput {
  /** nginx `listen` argument: a port, or address:port. */
  listen: string;
  /** The instances, host:port each. */
  upstreams: readonly string[];
  /** The folder holding pages/ and _next/static/ (write-config.ts copies them there). */
  root: string;
  pages: readonly StaticPage[];
  securityHeaders: ReadonlyArray<{ key: string; value: string }>;
  /** The policy of everything that runs no script (the assets). */
  assetPolicy: string;
  hsts: string;
  /** The hosts the site answers to (lower case, with the port when not the default); null: any. */
  hosts: readonly string[] | null;
  /** TRUSTED_PROXY_HOPS of the instances: nginx is one hop; more means a CDN in front of it. */
  trustedProxyHops: number;
  /** File extension → content type, for the build's assets. */
  assetTypes: Readonly<Record<string, string>>;
}

export interface MainConfInput {
  /** The folder with site.conf, the pid file and nginx's temporary files. */
  dir: string;
  /** `user` for the worker processes; none: nginx's default. */
  user?: string;
  errorLog: string;
  /** A path, or `off`. */
  accessLog: string;
}

const TEMPLATE_DIR = join(process.cwd(), 'deploy', 'nginx');

/** A value nginx reads as one string: quoted, with no variable ($), line break or unescapable character in it. */
export function quoted(value: string): string {
  if (/[$\r\n\u0000]/.test(value)) throw new Error(`nginx configuration: cannot write ${JSON.stringify(value)}`);
  return `"${value.replace(/["\\]/g, '\\$&')}"`;
}

/** A value the template already quotes. */
const unquoted = (value: string): string => quoted(value).slice(1, -1);

/** A value holding double quotes (an ETag), in single quotes. */
const singleQuoted = (value: string): string => {
  if (/['$\\\r\n]/.test(value)) throw new Error(`nginx configuration: cannot write ${JSON.stringify(value)}`);
  return `'${value}'`;
};

/** Replaces each `{{name}}`; a name without a value, or a value nobody asked for, is a mistake in the template. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  const used = new Set<string>();
  const filled = template.replace(/\{\{([a-z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`nginx template: no value for {{${name}}}`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`nginx template: nothing asks for ${unused.join(', ')}`);
  return filled;
}

const lines = (indent: string, entries: readonly string[]) => entries.map((entry) => `${indent}${entry}`).join('\n');

function siteProto(hops: number): string[] {
  // The instances ignore X-Forwarded-Proto when they trust no proxy, and believe nginx's when nginx is the one.
  if (hops === 0) return ['default http;'];
  if (hops === 1) return ['default $scheme;'];
  // A CDN in front: its X-Forwarded-Proto (the last entry, as server/forwarded.ts reads it).
  return ['default $scheme;', `"~*(^|,)\\s*https\\s*$" https;`, `"~*(^|,)\\s*http\\s*$" http;`];
}

export function siteConf(input: SiteConfInput, template = readFileSync(join(TEMPLATE_DIR, 'site.conf'), 'utf8')) {
  if (input.upstreams.length === 0) throw new Error('nginx configuration: no upstream instance');
  const routes = input.pages.map((page) => page.route);
  for (const route of routes)
    if (!/^\/[A-Za-z0-9/._~-]*$/.test(route)) throw new Error(`nginx configuration: cannot serve the path ${route}`);
  const headers = input.securityHeaders.map(({ key, value }) => `add_header ${key} ${quoted(value)};`);
  return fillTemplate(template, {
    upstream_servers: lines(
      '  ',
      input.upstreams.map((upstream) => `server ${upstream} max_fails=0;`),
    ),
    site_proto: lines('  ', siteProto(input.trustedProxyHops)),
    hsts: unquoted(input.hsts),
    site_hosts: lines(
      '  ',
      input.hosts === null ? ['default 1;'] : ['default 0;', ...input.hosts.map((host) => `${quoted(host)} 1;`)],
    ),
    page_routes: lines(
      '  ',
      routes.map((route) => `${quoted(route)} ${quoted(route)};`),
    ),
    page_etags: lines(
      '  ',
      input.pages.map((page) => `${quoted(page.route)} ${singleQuoted(page.etag)};`),
    ),
    page_policies: lines(
      '  ',
      input.pages.flatMap((page) => [
        `${quoted(`http${page.route}`)} ${quoted(page.policy.http)};`,
        `${quoted(`https${page.route}`)} ${quoted(page.policy.https)};`,
      ]),
    ),
    listen: input.listen,
    root: input.root,
    asset_types: lines(
      '      ',
      Object.entries(input.assetTypes).map(([extension, type]) => `${quoted(type)} ${extension};`),
    ),
    security_headers: lines('    ', headers),
    asset_policy: unquoted(input.assetPolicy),
  });
}

export function mainConf(input: MainConfInput, template = readFileSync(join(TEMPLATE_DIR, 'nginx.conf'), 'utf8')) {
  return fillTemplate(template, {
    user: input.user ? `user ${input.user};` : '',
    dir: input.dir,
    error_log: input.errorLog,
    access_log: input.accessLog,
  });
}
