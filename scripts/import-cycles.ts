/**
 * The last step of npm run lint: no import cycle between the project's own files. ESLint's import-x/no-cycle finds
 * the cycles that run (and points at the import); it skips `import type` by design, so a cycle made only of types,
 * which still ties two modules together, is caught here.
 */
import { importCycles } from './imports/cycles';
import { projectImportGraph } from './imports/project-graph';

const graph = projectImportGraph(process.cwd());
const cycles = importCycles(graph);
for (const cycle of cycles) console.error(`import cycle: ${cycle.join(' → ')}`);
if (cycles.length > 0) {
  console.error(
    `import-cycles: ${cycles.length} cycle${cycles.length === 1 ? '' : 's'}; move what the files share into a module of its own`,
  );
  process.exitCode = 1;
} else {
  console.log(`import-cycles: none among ${graph.size} files`);
}
