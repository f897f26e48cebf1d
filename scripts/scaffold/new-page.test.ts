import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfiguredSite } from '@/services/config/load-configured-site';
import { nodeFileSystem } from '@/engine/node-file-system';
import { formatProblem } from '@/engine/result';
import { newPage } from './page-template';

const run = promisify(execFile);
const root = process.cwd();

describe('newPage', () => {
  const existing = [
    { file: 'pages-config/pages/caregivers.json', route: '/caregivers', analyticsPageId: '/homepay/caregivers' },
  ];

  it('derives route, canonical path, analytics page id and file name from the slug', () => {
    const result = newPage('about/our-team', 2, existing);
    expect(result.ok && result.value.fileName).toBe('about--our-team.json');
    expect(result.ok && result.value.page).toMatchObject({
      formatVersion: 2,
      route: '/about/our-team',
      canonicalPath: '/about/our-team',
      analyticsPageId: '/homepay/about/our-team',
      blocks: [{ type: 'hero', heading: 'Our team' }],
    });
  });

  it('refuses a slug that is taken or malformed', () => {
    expect(newPage('caregivers/', 2, existing)).toMatchObject({
      ok: false,
      errors: [{ message: 'pages-config/pages/caregivers.json already exists' }],
    });
    expect(
      newPage('caregivers', 2, [{ ...existing[0], file: 'pages-config/pages/other.json' } as (typeof existing)[0]]),
    ).toMatchObject({
      ok: false,
      errors: [{ message: 'route "/caregivers" is already used by pages-config/pages/other.json' }],
    });
    expect(newPage('Nanny Taxes', 2, existing).ok).toBe(false);
  });
});

describe('npm run new-page', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'new-page-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a page file that passes validation with the real site, and never overwrites one', async () => {
    cpSync(join(root, 'pages-config'), dir, { recursive: true });
    const slug = 'a-very-long-page-slug-about-household-employment-and-payroll-for-families';
    const { stdout } = await run(
      join(root, 'node_modules/.bin/tsx'),
      [join(root, 'scripts/scaffold/new-page.ts'), slug, '--config', dir],
      { cwd: root },
    );
    expect(stdout).toContain(`route /${slug}, analytics page id /homepay/${slug}`);
    const result = await loadConfiguredSite(dir, nodeFileSystem());
    expect(result.ok ? [] : result.errors.map(formatProblem)).toEqual([]);
    expect(result.ok && result.value.pages.map((page) => page.route)).toContain(`/${slug}`);

    const before = readFileSync(join(dir, 'pages', `${slug}.json`), 'utf8');
    await expect(
      run(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/scaffold/new-page.ts'), slug, '--config', dir], {
        cwd: root,
      }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('already exists'),
    });
    expect(readFileSync(join(dir, 'pages', `${slug}.json`), 'utf8')).toBe(before);
  });

  it('writes a template page with --collection: one valid page per entry, under the slug', async () => {
    const { stdout } = await run(
      join(root, 'node_modules/.bin/tsx'),
      [join(root, 'scripts/scaffold/new-page.ts'), 'childcare-costs', '--collection', 'jurisdictions', '--config', dir],
      { cwd: root },
    );
    expect(stdout).toContain('route /childcare-costs/{entry.slug}');
    const result = await loadConfiguredSite(dir, nodeFileSystem());
    expect(result.ok ? [] : result.errors.map(formatProblem)).toEqual([]);
    const made = result.ok ? result.value.pages.filter((page) => page.route.startsWith('/childcare-costs/')) : [];
    expect(made).toHaveLength(51);
    expect(made.find((page) => page.route === '/childcare-costs/district-of-columbia')?.title).toBe(
      'Childcare costs in District of Columbia',
    );
    await expect(
      run(
        join(root, 'node_modules/.bin/tsx'),
        [join(root, 'scripts/scaffold/new-page.ts'), 'other', '--collection', 'jurisdiction', '--config', dir],
        { cwd: root },
      ),
    ).rejects.toMatchObject({ stderr: expect.stringContaining('unknown collection "jurisdiction"') });
  });
});
