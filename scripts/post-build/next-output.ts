/**
 * What the post-build stage takes from Next's output, checked before any step
 * touches it. Each clause is one fact a step depends on; a Next upgrade that
 * breaks one stops the build here, naming the clause and the step that needs
 * it, instead of a step quietly doing nothing (a pattern that no longer
 * matches) or writing a page that breaks in the browser.
 *
 * Written against Next 16.4.6 with Turbopack.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { buildFiles } from './build-files';

/** The Next release these clauses were last confirmed against; the contract test names it in its failures. */
export const CONTRACT_CONFIRMED_WITH = '16.4.6';

export interface NextOutput {
  distDir: string;
  /** The prerendered documents: `<route>.html`, `index.html` for `/`, `_not-found.html` for the 404 page. */
  appDir: string;
  /** The browser's files, served under `/_next/static/`. */
  staticDir: string;
}

export function nextOutputIn(distDir: string): NextOutput {
  return {
    distDir,
    appDir: join(distDir, 'server', 'app'),
    staticDir: join(distDir, 'static'),
  };
}

/** A script tag with a source and an empty body, as Next writes its framework and island scripts. */
export const SCRIPT_WITH_SOURCE = /<script\b([^>]*\bsrc="[^"]+"[^>]*)>\s*<\/script\s*>/gi;
const ASYNC = /\sasync(?:=""|\s|$)/i;
const NO_MODULE = /\snomodule/i;

interface PrerenderedRoute {
  routeType?: unknown;
  dataRoute?: unknown;
}

/** `/` → `index.html`; `/about/terms` → `about/terms.html`. */
export const documentOf = (route: string): string => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

function prerenderedPages(distDir: string): string[] | string {
  let manifest: unknown;
  try {
    manifest = JSON.parse(readFileSync(join(distDir, 'prerender-manifest.json'), 'utf8'));
  } catch {
    return 'prerender-manifest.json is missing or not JSON';
  }
  const routes = typeof manifest === 'object' && manifest !== null && 'routes' in manifest ? manifest.routes : null;
  if (typeof routes !== 'object' || routes === null) return 'prerender-manifest.json has no "routes" object';
  return Object.entries(routes as Record<string, PrerenderedRoute>)
    .filter(([, route]) => route.routeType === 'page')
    .map(([path]) => path);
}

/** Every clause of the contract that does not hold, as "clause: what was found"; empty when all hold. */
export function nextOutputProblems(output: NextOutput): string[] {
  const { distDir, appDir, staticDir } = output;
  const problems: string[] = [];
  const buildIdFile = join(distDir, 'BUILD_ID');
  if (!existsSync(buildIdFile) || readFileSync(buildIdFile, 'utf8').trim() === '')
    problems.push('BUILD_ID (the page manifest names its build by it): missing or empty');

  const pages = prerenderedPages(distDir);
  if (typeof pages === 'string') {
    problems.push(`prerendered pages (every step walks them): ${pages}`);
    return problems;
  }
  for (const required of ['/', '/_not-found'])
    if (!pages.includes(required))
      problems.push(`prerendered pages: ${required} is not a prerendered page in prerender-manifest.json`);

  for (const route of pages) {
    const file = join(appDir, documentOf(route));
    const where = relative(process.cwd(), file);
    if (!existsSync(file)) {
      problems.push(`documents (a page is <route>.html under server/app): ${where} is missing for ${route}`);
      continue;
    }
    const html = readFileSync(file, 'utf8');
    if (!/<\/head\s*>/i.test(html))
      problems.push(`documents: ${where} has no </head> (the after-paint loader goes there)`);
    const tags = [...html.matchAll(SCRIPT_WITH_SOURCE)].map(([, attributes = '']) => attributes);
    const framework = tags.filter((attributes) => !NO_MODULE.test(attributes));
    if (framework.length === 0)
      problems.push(`scripts (the after-paint step moves <script src async>): ${where} has no script with a source`);
    for (const attributes of framework) {
      const src = /\ssrc="([^"]+)"/i.exec(attributes)?.[1] ?? '';
      if (!ASYNC.test(attributes))
        problems.push(`scripts: ${where} loads ${src} without async (the after-paint step moves async scripts only)`);
      const path = /^\/_next\/(static\/[^?#]+\.js)$/.exec(src)?.[1];
      if (path === undefined) problems.push(`scripts: ${where} loads ${src}, not a file under /_next/static/`);
      else if (!existsSync(join(distDir, path)))
        problems.push(`scripts: ${where} loads ${src}, which the build did not write`);
    }
  }

  if (!existsSync(staticDir) || buildFiles(staticDir, (name) => name.endsWith('.js')).length === 0)
    problems.push('static/ (the compile-hint step marks its scripts): no .js file');

  return problems;
}
