import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = process.cwd();
const fixtures = join(root, 'engine', 'migrations', 'fixtures', 'v1');

async function script(name: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts', name), ...args], {
      cwd: root,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run migrate', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'migrate-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('rewrites page files of the previous format so that they validate, and leaves current files alone', async () => {
    cpSync(join(root, 'pages-config'), dir, { recursive: true });
    const old = readdirSync(fixtures);
    for (const name of old) cpSync(join(fixtures, name), join(dir, 'pages', name));
    // The old files are other pages than today's of the same name: today's translations do not fit them.
    for (const name of old) rmSync(join(dir, 'translations', 'es-US', 'pages', name), { force: true });

    const invalidBefore = await script('validate.ts', [dir]);
    expect(invalidBefore.code).toBe(1);
    expect(invalidBefore.stdout).toContain('run `npm run migrate`');

    const check = await script('migrate.ts', [dir, '--check']);
    expect(check.code).toBe(1);
    const migrated = await script('migrate.ts', [dir]);
    expect(migrated.code).toBe(0);
    expect(migrated.stdout.trim().split('\n')).toEqual(
      old.sort().map((name) => expect.stringMatching(new RegExp(`^migrated .*pages/${name}: format 1 → \\d+ \\(`))),
    );
    for (const name of old) {
      const page = JSON.parse(readFileSync(join(dir, 'pages', name), 'utf8')) as Record<string, unknown>;
      const before = JSON.parse(readFileSync(join(fixtures, name), 'utf8')) as Record<string, unknown>;
      expect(Object.keys(page)[0]).toBe('formatVersion');
      expect(page.route).toBe(before.route);
    }
    expect((await script('validate.ts', [dir])).code).toBe(0);
    expect(await script('migrate.ts', [dir, '--check'])).toMatchObject({ code: 0, stdout: '' });
  });
});
