import { relative } from 'node:path';
import ts from 'typescript';
import type { ImportGraph } from './cycles';

/**
 * Every file tsconfig.json covers, with the project files it imports: type-only imports, re-exports and import()
 * included, each resolved as the compiler resolves it (the `@/` paths too). Packages are left out.
 */
export function projectImportGraph(root: string): ImportGraph {
  const configPath = ts.findConfigFile(root, ts.sys.fileExists, 'tsconfig.json');
  if (!configPath) throw new Error(`no tsconfig.json in ${root}`);
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, root);
  // Next's generated route types import the app, never the other way round.
  const files = parsed.fileNames.filter((file) => !file.includes('/.next/'));
  const known = new Set(files);
  const cache = ts.createModuleResolutionCache(root, (name) => name, parsed.options);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, true);
    const targets = new Set<string>();
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, file, parsed.options, ts.sys, cache).resolvedModule;
      if (resolved && known.has(resolved.resolvedFileName)) targets.add(relative(root, resolved.resolvedFileName));
    }
    graph.set(relative(root, file), [...targets]);
  }
  return graph;
}
