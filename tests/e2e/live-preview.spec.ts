/**
 * Live preview in development: a `next dev` server of its own, on a free
 * port, reading a copy of pages-config (PAGES_CONFIG_DIR) that the test edits.
 * Slow to start (it compiles on first request), so it runs at one viewport.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { locate } from '@/engine/testing/memory-fs';
import { freePort } from '@/scripts/lib/free-port';

async function waitForServer(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`next dev did not answer ${url} in time`);
}

test.describe.configure({ mode: 'serial' });

let server: ChildProcess | undefined;
let origin = '';
const configDir = mkdtempSync(join(tmpdir(), 'live-preview-'));
const pageFile = join(configDir, 'pages', 'caregivers.json');

test.beforeAll(async ({}, testInfo) => {
  test.skip(
    testInfo.project.name !== 'desktop-1280',
    'one viewport is enough for the dev server, which is slow to start',
  );
  test.setTimeout(240_000);
  cpSync(join(process.cwd(), 'pages-config'), configDir, { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // An inherited NODE_ENV=production would make next dev behave like a build.
  const env = {
    ...process.env,
    NODE_ENV: 'development' as const,
    PAGES_CONFIG_DIR: configDir,
    NEXT_TELEMETRY_DISABLED: '1',
  };
  // Its own process group, so the dev server and the workers it forks stop together.
  server = spawn('node_modules/.bin/next', ['dev', '-p', String(port), '-H', '127.0.0.1'], {
    env,
    detached: true,
    stdio: 'ignore',
  });
  await waitForServer(`${origin}/caregivers`, Date.now() + 200_000);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  rmSync(configDir, { recursive: true, force: true });
});

// How soon an edit shows is the live-preview bench's figure (npm run bench); here the dev server shares two cores
// with the rest of the suite, so the limit only tells "shows up" from "never does".
const RELOAD_LIMIT = 60_000;

test('a saved page edit shows up in the open page without a reload; an invalid edit shows the overlay at its location', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const original = readFileSync(pageFile, 'utf8');
  await page.goto(`${origin}/caregivers`);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => Reflect.set(window, 'livePreviewMarker', 'same document'));

  const edited = JSON.parse(original) as { blocks: Array<Record<string, unknown>> };
  const hero = edited.blocks[0] ?? {};
  hero.heading = 'Paid on the books, edited live';
  writeFileSync(pageFile, JSON.stringify(edited, null, 2) + '\n');
  await expect(page.getByRole('heading', { level: 1, name: 'Paid on the books, edited live' })).toBeVisible({
    timeout: RELOAD_LIMIT,
  });
  expect(await page.evaluate(() => Reflect.get(window, 'livePreviewMarker'))).toBe('same document');

  hero.headng = 'a typo';
  const invalid = JSON.stringify(edited, null, 2) + '\n';
  writeFileSync(pageFile, invalid);
  const overlay = page.getByRole('alert').filter({ hasText: 'in the page configs' });
  await expect(overlay).toBeVisible({ timeout: RELOAD_LIMIT });
  const problem = overlay.locator('[data-problem-location]');
  await expect(problem).toHaveCount(1);
  expect(await problem.getAttribute('data-problem-location')).toMatch(
    new RegExp(`pages/caregivers\\.json:${locate(invalid, '"headng"')}$`),
  );
  await expect(problem).toContainText('/blocks/0/headng unknown property "headng" (did you mean "heading"?)');
  // The last valid version stays on screen underneath.
  await expect(page.getByRole('heading', { level: 1, name: 'Paid on the books, edited live' })).toBeVisible();

  writeFileSync(pageFile, original);
  await expect(overlay).toHaveCount(0, { timeout: RELOAD_LIMIT });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Paid on the books, edited live');
  expect(await page.evaluate(() => Reflect.get(window, 'livePreviewMarker'))).toBe('same document');
});
