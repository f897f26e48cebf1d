import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(file: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

// Loading ESLint's TypeScript parser takes seconds on a busy machine.
describe('engine import boundaries (ESLint)', { timeout: 60_000 }, () => {
  it.each([
    ["import { serverFlags } from '@/services/flags/server-flags';", 'never imports services/'],
    ["import { blockRegistry } from '../components/blocks/registry';", 'never imports components/'],
    ["import { notFound } from 'next/navigation';", 'never imports Next.js'],
  ])('refuses %s inside engine/', async (line, message) => {
    expect(
      await restrictedImports('engine/example.ts', `${line}\nexport const used = [${line.split(' ')[2]}];\n`),
    ).toEqual([expect.stringContaining(message)]);
  });

  it('allows the same imports outside engine/, and engine-internal imports', async () => {
    expect(
      await restrictedImports(
        'app/example.ts',
        "import { notFound } from 'next/navigation';\nexport const used = [notFound];\n",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports('engine/example.ts', "import { ok } from './result';\nexport const used = [ok];\n"),
    ).toEqual([]);
  });
});
