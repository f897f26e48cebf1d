/**
 * Every block folder's fixtures against the real schema bundle and registry:
 * valid.json must validate and render through the engine with the site's
 * shared content; invalid.json must fail on the keyword it names.
 */
import { DEFAULT_LOCALE } from '@/engine/locale';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { blockRegistry } from '@/components/blocks/registry';
import { loadConfiguredSite } from '@/services/config/load-configured-site';
import { nodeFileSystem } from '@/engine/node-file-system';
import { renderBlocks } from '@/engine/render';
import { failedKeywords } from '@/engine/schema-validator';
import type { Block } from '@/schemas/generated/config-types';

const blocksDir = join(process.cwd(), 'components', 'blocks');
const blockTypes = readdirSync(blocksDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const readFixture = (type: string, name: string): unknown =>
  JSON.parse(readFileSync(join(blocksDir, type, 'fixtures', name), 'utf8'));

const site = await loadConfiguredSite(join(process.cwd(), 'pages-config'), nodeFileSystem());
if (!site.ok) throw new Error('pages-config is invalid: run npm run validate');
const { model } = { model: site.value };

it('has a registered component for every block folder, and a folder for every registration', () => {
  expect(Object.keys(blockRegistry).sort()).toEqual([...blockTypes].sort());
});

describe.each(blockTypes)('block %s', (type) => {
  it('accepts its valid fixture and renders it', () => {
    const fixture = readFixture(type, 'valid.json');
    expect(failedKeywords('Block', fixture)).toEqual([]);
    const page = model.pages.find((p) => p.adSlots.length > 0) ?? model.pages[0];
    if (!page) throw new Error('no pages');
    // With every optional service configured (an ad server), so a valid fixture has something to render.
    const site = { ...model.site, adServer: { ...model.site.adServer, scriptUrl: 'https://ads.example.net/lib.js' } };
    const context = { site, page, shared: model.shared, flags: model.site.featureFlags, locale: DEFAULT_LOCALE };
    const reports: string[] = [];
    const html = renderToStaticMarkup(
      <>
        {renderBlocks([fixture as Block], blockRegistry, context, {
          mode: 'production',
          report: (t) => reports.push(t),
        })}
      </>,
    );
    expect(reports).toEqual([]);
    expect(html.length).toBeGreaterThan(0);
  });

  it('rejects its invalid fixture on the expected keyword', () => {
    const fixture = readFixture(type, 'invalid.json') as { $expect: string; block: unknown };
    expect(failedKeywords('Block', fixture.block)).toContain(fixture.$expect);
  });
});
