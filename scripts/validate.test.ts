import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { locate } from '@/engine/testing/memory-fs';

const run = promisify(execFile);
const root = process.cwd();

async function validate(dir?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      join(root, 'node_modules/.bin/tsx'),
      [join(root, 'scripts/validate.ts'), ...(dir ? [dir] : [])],
      { cwd: root },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run validate', () => {
  const broken = mkdtempSync(join(tmpdir(), 'validate-'));
  afterAll(() => rmSync(broken, { recursive: true, force: true }));

  it('passes on the site configs with exit code 0', async () => {
    const result = await validate();
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/validate: \d+ pages and site\.json in .* are valid/);
  });

  it('checks another directory and prints one line per problem, exit code 1', async () => {
    cpSync(join(root, 'pages-config'), broken, { recursive: true });
    writeFileSync(join(broken, 'pages', 'caregivers.json'), '{\n  "route": "/caregivers",\n}\n');
    const extra = JSON.stringify(
      {
        formatVersion: 2,
        route: '/extra',
        title: 'Extra page',
        description: 'x'.repeat(60),
        keywords: [],
        canonicalPath: '/extra',
        analyticsPageId: '/homepay/extra',
        audience: 'everyone',
        adSlots: [],
        blocks: [{ type: 'slideshow' }],
      },
      null,
      2,
    );
    writeFileSync(join(broken, 'pages', 'extra.json'), extra);
    const result = await validate(broken);
    expect(result.code).toBe(1);
    const lines = result.stdout.trim().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^.*pages\/caregivers\.json:3:1 \/ invalid JSON: expected a property name in double quotes$/,
      ),
      expect.stringMatching(
        new RegExp(
          `^.*pages/extra\\.json:${locate(extra, '"slideshow"')} /blocks/0/type unknown block type "slideshow"; known types: ad-slot, `,
        ),
      ),
    ]);
    expect(result.stderr).toContain('2 problems found');
  });
});
