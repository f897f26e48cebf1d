/**
 * V8's explicit compile hint: a script whose first line is this comment has
 * all its functions compiled eagerly, on a background thread while it
 * downloads (Chrome 136 and later; other engines read a comment). Without it
 * the framework's functions are compiled on the main thread the first time
 * hydration calls them, which made up about half of each page's longest task
 * under Lighthouse's 4× CPU slowdown (docs/performance.md).
 *
 * Every script of the build gets it: each runs as soon as it arrives. The
 * first-load scripts hydrate the page; a chunk loaded later is fetched
 * because its code is about to run (the calculator once the page is idle,
 * the analytics runtime after load, the toast stack on the first toast), and
 * compiling it while it downloads takes that work off the main thread at the
 * moment the visitor waits for it.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** `/_next/static/chunks/a.js` or `https://cdn.example/_next/static/chunks/a.js` → `static/chunks/a.js` (under .next); undefined for any other URL. */
export function buildFileOf(scriptUrl: string): string | undefined {
  const path = /\/_next\/(static\/[^?#]+\.js)(?:[?#].*)?$/.exec(scriptUrl)?.[1];
  return path === undefined || path.split('/').includes('..') ? undefined : decodeURIComponent(path);
}
