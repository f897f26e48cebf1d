/**
 * Writes the proxy and static tier of one build for one deployment, into a folder nginx then runs from:
 * - site.conf (the template beside this file, filled in) and nginx.conf around it;
 * - root-<BUILD_ID>/pages/: each prerendered page the static tier serves, as the build wrote it, and gzipped;
 * - root-<BUILD_ID>/_next/static/: the build's assets, their times kept (Next sends them as Last-Modified), and
 *   gzipped.
 * The headers come from the same code the instances run (the page manifest, the policies of their
 * environment, the security headers), so the two cannot disagree; a page whose file is not the one the
 * manifest describes stops the writing.
 */
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { loadPageManifest } from '@/services/build/page-manifest';
import { etagOf } from '@/services/caching/page-etags';
import { routeTwins } from '@/services/config/route-twins';
import { siteConfig } from '@/services/config/site-config';
import { evaluateFlags, type Environment } from '@/services/flags/flags';
import { contentSecurityPolicy, NO_SOURCES } from '@/services/security/content-security-policy';
import { HSTS_VALUE, securityHeaders } from '@/services/security/security-headers';
import { deploymentPolicies } from '@/services/security/site-policies';
import { GALLERY_ROUTE } from '@/engine/gallery';
import { trustedProxyHops } from '@/server/forwarded';
import { hostPolicy } from '@/server/site-hosts';
import { mainConf, siteConf, type StaticPage } from './render';

/** What Next's static file server sends as each asset's type (the build has scripts and styles). */
const ASSET_TYPES: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=UTF-8',
  css: 'text/css; charset=UTF-8',
  json: 'application/json; charset=UTF-8',
  map: 'application/json; charset=UTF-8',
  txt: 'text/plain; charset=UTF-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  woff2: 'font/woff2',
};
const COMPRESSED = /\.(js|css|json|map|txt|svg)$/;

/**
 * The prerendered pages whose answer depends on the request, in proxy.ts: the calculator (redirected while the
 * downtime flag is on, which an environment variable or a cookie can switch), sign-in (its callbackUrl comes
 * from the Referer) and the block gallery (a nonce per request), in every language they are published in. They
 * always pass to the instances.
 */
export function pagesPassedToNext(): string[] {
  const site = siteConfig();
  const twins = routeTwins();
  return [...twins.versions(site.routes.calculator).keys(), ...twins.versions(site.signIn.href).keys(), GALLERY_ROUTE];
}

export interface SiteProxyOptions {
  /** The build (.next), after the post-build stage. */
  distDir: string;
  /** Where to write; nginx runs with `-c <outDir>/nginx.conf`. */
  outDir: string;
  listen: string;
  upstreams: readonly string[];
  /** The instances' environment: their policy sources, hosts, flags and TRUSTED_PROXY_HOPS. */
  env: Environment;
  user?: string;
  errorLog?: string;
  accessLog?: string;
}

export interface WrittenSiteProxy {
  mainConf: string;
  staticPages: string[];
  passedToNext: string[];
}

const pageFile = (route: string) => (route === '/' ? '/index.html' : `${route}.html`);

/** The file gzipped beside it, with its time (nginx sends the .gz file's as Last-Modified). */
function gzipBeside(file: string): void {
  writeFileSync(`${file}.gz`, gzipSync(readFileSync(file), { level: 9 }));
  const { atime, mtime } = statSync(file);
  utimesSync(`${file}.gz`, atime, mtime);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

export function writeSiteProxy(options: SiteProxyOptions): WrittenSiteProxy {
  const distDir = resolve(options.distDir);
  const outDir = resolve(options.outDir);
  const { manifest, problem } = loadPageManifest(distDir);
  if (!manifest) throw new Error(`the build has no page manifest: ${problem ?? 'run npm run build'}`);
  const passed = pagesPassedToNext();
  const routes = Object.keys(manifest.pages)
    .filter((route) => !passed.includes(route))
    .sort();
  const root = join(outDir, `root-${manifest.buildId}`);
  rmSync(root, { recursive: true, force: true });

  const policies = deploymentPolicies(options.env, manifest);
  const pages: StaticPage[] = routes.map((route) => {
    const html = readFileSync(join(distDir, 'server', 'app', pageFile(route)));
    const page = manifest.pages[route];
    if (!page || etagOf(html.toString('utf8')) !== page.etag)
      throw new Error(`${pageFile(route)} is not the page the manifest describes: rebuild`);
    const file = join(root, 'pages', pageFile(route));
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, html);
    gzipBeside(file);
    return {
      route,
      etag: page.etag,
      policy: { http: policies.forPath(route, false), https: policies.forPath(route, true) },
    };
  });

  const assets = join(root, '_next', 'static');
  cpSync(join(distDir, 'static'), assets, { recursive: true, preserveTimestamps: true });
  for (const file of filesUnder(assets)) if (COMPRESSED.test(file)) gzipBeside(file);

  const { flags } = evaluateFlags(siteConfig().featureFlags, options.env);
  const hosts = hostPolicy(options.env);
  const site = siteConf({
    listen: options.listen,
    upstreams: options.upstreams,
    root,
    pages,
    securityHeaders: securityHeaders({ assetsCrossOrigin: Boolean(flags['ttp-asset-url']) }),
    assetPolicy: contentSecurityPolicy({ scriptHashes: null, sources: NO_SOURCES, https: false }),
    hsts: HSTS_VALUE,
    hosts: hosts.kind === 'any' ? null : [...hosts.hosts],
    trustedProxyHops: trustedProxyHops(options.env),
    assetTypes: ASSET_TYPES,
  });
  mkdirSync(join(outDir, 'temp'), { recursive: true });
  writeFileSync(join(outDir, 'site.conf'), site);
  const main = join(outDir, 'nginx.conf');
  writeFileSync(
    main,
    mainConf({
      dir: outDir,
      user: options.user,
      errorLog: options.errorLog ?? join(outDir, 'error.log'),
      accessLog: options.accessLog ?? 'off',
    }),
  );
  // Earlier builds' files go, but the last one's: during a reload nginx's old workers finish their requests from it.
  const kept = new Set([`root-${manifest.buildId}`, previousRoot(outDir, manifest.buildId)]);
  for (const entry of readdirSync(outDir))
    if (entry.startsWith('root-') && !kept.has(entry)) rmSync(join(outDir, entry), { recursive: true, force: true });
  writeFileSync(join(outDir, 'BUILD_ID'), manifest.buildId);
  return { mainConf: main, staticPages: routes, passedToNext: passed };
}

function previousRoot(outDir: string, buildId: string): string {
  try {
    const previous = readFileSync(join(outDir, 'BUILD_ID'), 'utf8').trim();
    return previous === buildId ? '' : `root-${previous}`;
  } catch {
    return '';
  }
}
