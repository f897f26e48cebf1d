/**
 * Reads paylaw/data (the federal file and one file per state and DC), checks it, and places every problem at its
 * file, line and column, as `npm run validate` prints config problems. Used by `npm run gen`, which compiles the data,
 * and by `npm run validate`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseJsonSource, type JsonSource } from '@/engine/json-source';
import { compareProblems, type ConfigProblem } from '@/engine/result';
import { validatePayLaw, type PayLawData, type PayLawFileInput } from '@/paylaw/data/validate';
import { isOfficialSourceUrl } from '@/paylaw/data/official-hosts';

export type PayLawRead = { ok: true; value: PayLawData } | { ok: false; errors: ConfigProblem[] };

export async function readPayLawData(
  root: string,
  {
    dataDir = join(root, 'paylaw/data'),
    requireEveryState = true,
  }: { dataDir?: string; requireEveryState?: boolean } = {},
): Promise<PayLawRead> {
  const label = (path: string) => relative(root, path);
  const parsed = new Map<string, JsonSource>();
  const errors: ConfigProblem[] = [];
  const load = async (path: string): Promise<PayLawFileInput | undefined> => {
    const file = label(path);
    const text = await readFile(path, 'utf8').catch(() => undefined);
    if (text === undefined) {
      errors.push({ file, pointer: '', message: 'cannot be read', line: 1, column: 1 });
      return undefined;
    }
    const source = parseJsonSource(file, text);
    if (!source.ok) {
      errors.push(...source.errors);
      return undefined;
    }
    parsed.set(file, source.value);
    return { file, data: source.value.data };
  };
  const federal = await load(join(dataDir, 'federal.json'));
  const stateDir = join(dataDir, 'states');
  const names = (await readdir(stateDir).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  const states = (await Promise.all(names.map((name) => load(join(stateDir, name))))).flatMap((input) => input ?? []);
  if (federal === undefined) return { ok: false, errors };
  const result = validatePayLaw(federal, states, isOfficialSourceUrl, { requireEveryState });
  if (result.ok && errors.length === 0) return result;
  const located = (result.ok ? [] : result.errors).map((problem): ConfigProblem => {
    const source = parsed.get(problem.file);
    return source === undefined
      ? { ...problem, line: 1, column: 1 }
      : { ...source.problemAt(problem.pointer, problem.message), file: problem.file };
  });
  return { ok: false, errors: [...errors, ...located].sort(compareProblems) };
}
