/**
 * For `npm run gen`: every tax/data/localities/<year>/<STATE>.json, checked,
 * as tax/generated/localities-<state>-<year>.ts. A file that fails its checks
 * stops the generation with every problem listed.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { localityIndexModule, localityModule } from './module-source';
import { validateLocalities } from './validate';

export const LOCALITIES_FOLDER = 'tax/data/localities';

export async function localityDataFiles(root: string): Promise<string[]> {
  const years = (await readdir(join(root, LOCALITIES_FOLDER))).filter((name) => /^\d{4}$/.test(name)).sort();
  const files: string[] = [];
  for (const year of years) {
    for (const name of (await readdir(join(root, LOCALITIES_FOLDER, year)))
      .filter((file) => /^[A-Z]{2}\.json$/.test(file))
      .sort()) {
      files.push(`${LOCALITIES_FOLDER}/${year}/${name}`);
    }
  }
  return files;
}

export async function localityModules(root: string, banner: string): Promise<Map<string, string>> {
  const modules = new Map<string, string>();
  const listed: Array<{ state: string; taxYear: number }> = [];
  for (const path of await localityDataFiles(root)) {
    const checked = validateLocalities(JSON.parse(await readFile(join(root, path), 'utf8')));
    if (!checked.ok) throw new Error(`${path} is invalid:\n${checked.errors.join('\n')}`);
    const data = checked.value;
    const expected = `${LOCALITIES_FOLDER}/${data.taxYear}/${data.state}.json`;
    if (expected !== path) throw new Error(`${path} says ${data.state} ${data.taxYear}: it belongs at ${expected}`);
    modules.set(
      `tax/generated/localities-${data.state.toLowerCase()}-${data.taxYear}.ts`,
      localityModule(data, banner, path),
    );
    listed.push({ state: data.state, taxYear: data.taxYear });
  }
  modules.set('tax/generated/localities-index.ts', localityIndexModule(listed, banner));
  return modules;
}
