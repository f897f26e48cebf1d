/**
 * The engine's only I/O: reading a config directory laid out as
 * site.json, pages/<name>.json and shared/<collection>/<id>.json. The file
 * system is injected so the rest of the engine stays pure and testable.
 */
import type { ConfigFiles, RawSharedFile } from './site-model';

export interface ConfigFileSystem {
  readText(path: string): Promise<string | undefined>;
  /** Names of the entries of a directory, or [] when it does not exist. */
  list(path: string): Promise<Array<{ name: string; isDirectory: boolean }>>;
  join(...parts: string[]): string;
  /** How a path is shown in problems. */
  display(path: string): string;
}

const isJson = (name: string) => name.endsWith('.json');

export async function loadConfigFiles(dir: string, fs: ConfigFileSystem): Promise<ConfigFiles> {
  const sitePath = fs.join(dir, 'site.json');
  const siteText = await fs.readText(sitePath);

  const pagesDir = fs.join(dir, 'pages');
  const pageNames = (await fs.list(pagesDir))
    .filter((e) => !e.isDirectory && isJson(e.name))
    .map((e) => e.name)
    .sort();
  const pages = await Promise.all(
    pageNames.map(async (name) => {
      const path = fs.join(pagesDir, name);
      return { file: fs.display(path), text: (await fs.readText(path)) ?? '' };
    }),
  );

  const sharedDir = fs.join(dir, 'shared');
  const shared: RawSharedFile[] = [];
  for (const collection of (await fs.list(sharedDir))
    .filter((e) => e.isDirectory)
    .map((e) => e.name)
    .sort()) {
    const collectionDir = fs.join(sharedDir, collection);
    for (const entry of (await fs.list(collectionDir))
      .filter((e) => !e.isDirectory && isJson(e.name))
      .sort((a, b) => a.name.localeCompare(b.name))) {
      const path = fs.join(collectionDir, entry.name);
      shared.push({
        file: fs.display(path),
        text: (await fs.readText(path)) ?? '',
        collection,
        id: entry.name.slice(0, -'.json'.length),
      });
    }
  }

  return {
    site: siteText === undefined ? undefined : { file: fs.display(sitePath), text: siteText },
    pages,
    shared,
  };
}
