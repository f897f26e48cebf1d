import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

let dir = '';

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'site-config-'));
  cpSync(join(process.cwd(), 'pages-config', 'site.json'), join(dir, 'site.json'));
  vi.stubEnv('PAGES_CONFIG_DIR', dir);
  vi.resetModules();
});
afterEach(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

describe('siteConfig', () => {
  it('gives the checked config with the brand filled into every string', async () => {
    const { siteConfig } = await import('./site-config');
    const site = siteConfig();
    expect(site.routes.calculator).toBe('/nanny-tax-calculator');
    expect(JSON.stringify(site)).not.toMatch(/\{(product|brandName|phone|email)\}/);
  });

  it('refuses a broken site.json with the problem at its line and column', async () => {
    const text = readFileSync(join(dir, 'site.json'), 'utf8').replace('"featureFlags"', '"featureFlagz"');
    writeFileSync(join(dir, 'site.json'), text);
    const { siteConfig } = await import('./site-config');
    expect(() => siteConfig()).toThrow(/site\.json is invalid \(run `npm run validate`\):\n.*site\.json:\d+:\d+ /);
  });

  it('reads an edited site.json again during development', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const { siteConfig } = await import('./site-config');
    expect(siteConfig().routes.downtime).toBe('/downtime');
    const edited = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8')) as { routes: { downtime: string } };
    edited.routes.downtime = '/we-are-down';
    writeFileSync(join(dir, 'site.json'), JSON.stringify(edited));
    // A different modification time, as a save a moment later has.
    const later = new Date(Date.now() + 5000);
    (await import('node:fs')).utimesSync(join(dir, 'site.json'), later, later);
    expect(siteConfig().routes.downtime).toBe('/we-are-down');
  });
});
