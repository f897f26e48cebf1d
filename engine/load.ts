/**
 * The engine's only I/O: reading a config directory laid out as
 * site.json, pages/<name>.json and shared/<collection>/<id>.json. The file
 * system is injected so the rest of the engine stays pure and testable.
 */
import type { ConfigFiles, RawFile, RawSharedFile, TranslationFiles } from './site-model';

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

  const pages = await jsonFiles(fs, fs.join(dir, 'pages'));

  const translationsDir = fs.join(dir, 'translations');
  const translations: TranslationFiles[] = [];
  for (const locale of (await fs.list(translationsDir))
    .filter((e) => e.isDirectory)
    .map((e) => e.name)
    .sort()) {
    const localeDir = fs.join(translationsDir, locale);
    translations.push({
      locale,
      glossary: await rawFile(fs, fs.join(localeDir, 'glossary.json')),
      site: await rawFile(fs, fs.join(localeDir, 'site.json')),
      pages: await jsonFiles(fs, fs.join(localeDir, 'pages')),
      shared: await sharedFiles(fs, fs.join(localeDir, 'shared')),
    });
  }

  return {
    site: siteText === undefined ? undefined : { file: fs.display(sitePath), text: siteText },
    pages,
    shared: await sharedFiles(fs, fs.join(dir, 'shared')),
    translations,
  };
}

async function rawFile(fs: ConfigFileSystem, path: string): Promise<RawFile | undefined> {
  const text = await fs.readText(path);
  return text === undefined ? undefined : { file: fs.display(path), text };
}

async function jsonFiles(fs: ConfigFileSystem, dir: string): Promise<Array<RawFile & { name: string }>> {
  const names = (await fs.list(dir))
    .filter((e) => !e.isDirectory && isJson(e.name))
    .map((e) => e.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const path = fs.join(dir, name);
      return { file: fs.display(path), text: (await fs.readText(path)) ?? '', name };
    }),
  );
}

async function sharedFiles(fs: ConfigFileSystem, sharedDir: string): Promise<RawSharedFile[]> {
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
  return shared;
}
