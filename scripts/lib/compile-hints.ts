/**
 * V8's explicit compile hint: a script whose first line is this comment has
 * all its functions compiled eagerly, on a background thread while it
 * downloads (Chrome 136 and later; other engines read a comment). Without it
 * the framework's functions are compiled on the main thread the first time
 * hydration calls them, which made up about half of each page's longest task
 * under Lighthouse's 4× CPU slowdown (docs/performance.md). Only for code
 * where nearly every function is called as soon as it arrives: the scripts
 * every page runs at load, and the chunks split off with next/dynamic (a
 * component that renders in full once loaded, such as the calculator). Code
 * fetched with a bare import() on first use (toasts, the line math) is not hinted.
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

/** Next's per-page react-loadable-manifest.json: the chunks of each next/dynamic import. */
export const LOADABLE_MANIFEST = 'react-loadable-manifest.json';

/**
 * The chunks (`static/chunks/….js`, under .next) a loadable manifest lists.
 * A manifest that is not Next's shape is an error, not an empty list: the
 * hints would silently stop being applied.
 */
export function loadableChunkFiles(manifestJson: string, source: string): string[] {
  const manifest: unknown = JSON.parse(manifestJson);
  if (typeof manifest !== 'object' || manifest === null || Array.isArray(manifest)) throw new Error(`${source}: expected an object of next/dynamic imports`);
  return Object.entries(manifest).flatMap(([key, entry]: [string, unknown]) => {
    const files = typeof entry === 'object' && entry !== null && 'files' in entry ? entry.files : undefined;
    if (!Array.isArray(files) || !files.every((file): file is string => typeof file === 'string')) throw new Error(`${source}: entry ${key} has no list of files`);
    return files
      .filter((file) => file.endsWith('.js'))
      .map((file) => {
        const buildFile = buildFileOf(`/_next/${file}`);
        if (buildFile === undefined) throw new Error(`${source}: entry ${key} names ${file}, not a script of the build`);
        return buildFile;
      });
  });
}
