import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, describe, expect, it } from 'vitest';
import { staticBlock } from '@/engine/render';
import { buildConfigSchemaBundle } from '../lib/schema-bundle';
import { addToRegistry, componentName } from './block-template';

const run = promisify(execFile);
const root = process.cwd();

describe('addToRegistry', () => {
  const registry = [
    "import { FaqBlock } from './faq/Component';",
    "import { HeroBlock } from './hero/Component';",
    '',
    'export const blockRegistry = {',
    '  faq: staticBlock(FaqBlock),',
    '  hero: resolvedBlock(HeroBlock, resolveHero),',
    '} satisfies BlockRegistry<Block, ResolveContext>;',
    '',
  ].join('\n');

  it('adds the import and the entry in alphabetical place', () => {
    const result = addToRegistry(registry, 'fun-facts');
    expect(result.ok && result.value.split('\n')).toEqual([
      "import { FaqBlock } from './faq/Component';",
      "import { FunFactsBlock } from './fun-facts/Component';",
      "import { HeroBlock } from './hero/Component';",
      '',
      'export const blockRegistry = {',
      '  faq: staticBlock(FaqBlock),',
      "  'fun-facts': staticBlock(FunFactsBlock),",
      '  hero: resolvedBlock(HeroBlock, resolveHero),',
      '} satisfies BlockRegistry<Block, ResolveContext>;',
      '',
    ]);
    expect(addToRegistry(registry, 'zebra').ok && addToRegistry(registry, 'zebra')).toMatchObject({
      value: expect.stringContaining('  zebra: staticBlock(ZebraBlock),\n} satisfies'),
    });
  });

  it('refuses a registry it does not recognise rather than guessing', () => {
    expect(addToRegistry('export default {};\n', 'x').ok).toBe(false);
    expect(componentName('pricing-table')).toBe('PricingTableBlock');
  });
});

describe('npm run new-block', { timeout: 60_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'new-block-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const tsx = join(root, 'node_modules/.bin/tsx');

  it('writes a block whose schema joins the bundle, whose fixtures pass and fail as they say, and whose component renders', async () => {
    cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
    mkdirSync(join(dir, 'components', 'blocks'), { recursive: true });
    cpSync(join(root, 'components/blocks/registry.ts'), join(dir, 'components/blocks/registry.ts'));
    cpSync(join(root, '.prettierrc'), join(dir, '.prettierrc'));

    await run(tsx, [join(root, 'scripts/scaffold/new-block.ts'), 'fun-facts', '--root', dir, '--no-gen'], {
      cwd: root,
    });
    const blockDir = join(dir, 'components/blocks/fun-facts');
    const registry = readFileSync(join(dir, 'components/blocks/registry.ts'), 'utf8');
    expect(registry).toContain("import { FunFactsBlock } from './fun-facts/Component';");
    expect(registry).toContain("  'fun-facts': staticBlock(FunFactsBlock),");

    // The same checks npm run gen and the fixture test apply.
    const bundle = await buildConfigSchemaBundle(dir);
    const ajv = new Ajv2020({ strict: true, allErrors: true, discriminator: true });
    addFormats(ajv);
    ajv.addKeyword({ keyword: 'sharedRef', schemaType: 'string' });
    ajv.addSchema(bundle);
    const validate = ajv.getSchema(`${String(bundle.$id)}#/$defs/Block`);
    if (!validate) throw new Error('no Block schema in the bundle');
    const valid: unknown = JSON.parse(readFileSync(join(blockDir, 'fixtures/valid.json'), 'utf8'));
    const invalid = JSON.parse(readFileSync(join(blockDir, 'fixtures/invalid.json'), 'utf8')) as {
      $expect: string;
      block: unknown;
    };
    expect(validate(valid)).toBe(true);
    expect(validate(invalid.block)).toBe(false);
    expect(validate.errors?.map((error) => error.keyword)).toContain(invalid.$expect);

    const scaffolded = (await import(join(blockDir, 'Component.tsx'))) as {
      FunFactsBlock: ComponentType<{ block: { type: string; heading: string; paragraphs: string[] } }>;
    };
    const html = renderToStaticMarkup(
      staticBlock(scaffolded.FunFactsBlock)
        .resolve({ type: 'fun-facts', heading: 'Did you know', paragraphs: ['Fact one.'] }, undefined)
        .render('k'),
    );
    expect(html).toMatch(/<h2[^>]*>Did you know<\/h2>/);
    expect(html).toContain('Fact one.');

    await expect(
      run(tsx, [join(root, 'scripts/scaffold/new-block.ts'), 'fun-facts', '--root', dir, '--no-gen'], { cwd: root }),
    ).rejects.toMatchObject({
      stderr: expect.stringContaining('block type "fun-facts" already exists'),
    });
  });
});
