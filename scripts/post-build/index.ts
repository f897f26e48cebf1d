/**
 * The post-build stage: everything the build does to Next's output, in one
 * place and in order, run by `npm run build` after `next build`:
 *
 * 0. the contract (next-output.ts): the shape of Next's output every step
 *    relies on, checked first, so a Next upgrade that changes it stops here;
 * 1. after-paint: each prerendered document loads its scripts after the first
 *    paint (after-paint.ts);
 * 2. compile-hints: every script of the build carries V8's compile hint
 *    (compile-hints.ts);
 * 3. page-manifest: each page's inline-script hashes and ETag, from the final
 *    documents (page-manifest.ts).
 *
 * What each step buys was measured with it and without it (docs/performance.md,
 * history of 25 Nov 2026, "delivery measured step by step"); `npm run bench -- delivery` runs the stage with
 * `--without=after-paint` and the like on copies of one build.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { markScripts } from './compile-hints';
import { moveScriptsAfterPaint } from './after-paint';
import { CONTRACT_CONFIRMED_WITH, nextOutputIn, nextOutputProblems, type NextOutput } from './next-output';
import { writePageManifest } from './page-manifest';

interface Step {
  name: string;
  /** Steps a measurement may leave out; the server needs the manifest to serve pages with their scripts. */
  optional: boolean;
  run(output: NextOutput): string | Promise<string>;
}

export const STEPS: readonly Step[] = [
  { name: 'after-paint', optional: true, run: moveScriptsAfterPaint },
  { name: 'compile-hints', optional: true, run: markScripts },
  { name: 'page-manifest', optional: false, run: writePageManifest },
];

function leftOut(args: readonly string[]): Set<string> {
  const names = args.flatMap((arg) => (arg.startsWith('--without=') ? arg.slice('--without='.length).split(',') : []));
  for (const name of names) {
    const step = STEPS.find((candidate) => candidate.name === name);
    if (!step?.optional)
      throw new Error(
        `--without=${name}: only ${STEPS.filter((s) => s.optional)
          .map((s) => s.name)
          .join(', ')} may be left out`,
      );
  }
  return new Set(names);
}

async function main(): Promise<number> {
  const output = nextOutputIn(join(process.cwd(), '.next'));
  if (!existsSync(output.appDir)) {
    console.error(`post-build: ${output.appDir} is missing: run next build first`);
    return 1;
  }
  const problems = nextOutputProblems(output);
  if (problems.length > 0) {
    console.error(
      `post-build: Next's output is not the shape this stage was written for (confirmed with Next ${CONTRACT_CONFIRMED_WITH}); ` +
        'adapt the step named in each line, then scripts/post-build/next-output.ts:',
    );
    for (const problem of problems) console.error(`  - ${problem}`);
    return 1;
  }
  const without = leftOut(process.argv.slice(2));
  for (const step of STEPS) {
    if (without.has(step.name)) {
      console.log(`post-build: ${step.name}: left out (--without)`);
      continue;
    }
    console.log(`post-build: ${step.name}: ${await step.run(output)}`);
  }
  return 0;
}

process.exitCode = await main().catch((error: unknown) => {
  console.error(`post-build: ${error instanceof Error ? error.message : String(error)}`);
  return 1;
});
