/**
 * npm run new-block -- <type> [--root <dir>] [--no-gen]
 * Writes components/blocks/<type>/ (schema, component, fixtures, test), adds
 * its line to components/blocks/registry.ts and runs `npm run gen`, so the new
 * block validates, renders, appears in the gallery and passes its tests as written.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { formatProblem } from '@/engine/result';
import { format, resolveConfig } from 'prettier';
import { addToRegistry, blockFiles, checkBlockType } from './block-template';

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

async function main(): Promise<number> {
  const root = resolve(option('--root') ?? '.');
  const type = process.argv.slice(2).find((arg, index, args) => !arg.startsWith('--') && args[index - 1] !== '--root');
  if (!type) {
    console.error('usage: npm run new-block -- <type>   (e.g. npm run new-block -- pricing-table)');
    return 1;
  }
  const blocksDir = join(root, 'components', 'blocks');
  const existing = (await readdir(blocksDir, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
  const checked = checkBlockType(type, existing);
  const registryPath = join(blocksDir, 'registry.ts');
  const registry = checked.ok ? addToRegistry(await readFile(registryPath, 'utf8'), type) : checked;
  if (!registry.ok) {
    for (const problem of registry.errors)
      console.error(formatProblem(problem).replace(/^new-block:1:1 \/ /, 'new-block: '));
    return 1;
  }
  for (const [path, content] of Object.entries(blockFiles(type))) {
    const target = join(blocksDir, type, path);
    await mkdir(dirname(target), { recursive: true });
    // In the project's Prettier style, so `npm run format:check` passes on the new files as written.
    const options = await resolveConfig(target);
    await writeFile(target, await format(content, { ...options, filepath: target }), { flag: 'wx' });
    console.log(`wrote ${relative(process.cwd(), target)}`);
  }
  await writeFile(registryPath, registry.value);
  console.log(`added ${type} to ${relative(process.cwd(), registryPath)}`);
  if (!process.argv.includes('--no-gen'))
    execFileSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/gen-types.ts')], {
      cwd: root,
      stdio: 'inherit',
    });
  console.log(
    `Next: shape components/blocks/${type}/schema.json and the component, run npm run gen, and see it at /dev/blocks#block-${type} (npm run dev).`,
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(`new-block: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
