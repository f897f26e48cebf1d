/**
 * What `npm run new-block -- <type>` writes: a block folder (schema,
 * component, fixtures, test) and its line in the registry. The block starts
 * as a heading and paragraphs, valid and rendered as written, for the
 * developer to reshape.
 */
import { fail, ok, type Result } from '@/engine/result';

const TYPE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

export const componentName = (type: string): string =>
  type
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('') + 'Block';

const problem = <T>(message: string): Result<T> =>
  fail([{ file: 'new-block', pointer: '', line: 1, column: 1, message }]);

export function checkBlockType(type: string, existing: readonly string[]): Result<string> {
  if (!TYPE.test(type))
    return problem(`"${type}" is not a block type: lowercase words joined by dashes, e.g. "pricing-table"`);
  if (existing.includes(type)) return problem(`block type "${type}" already exists in components/blocks/${type}/`);
  return ok(type);
}

/** Files of the new block folder, by path relative to components/blocks/<type>/. */
export function blockFiles(type: string): Record<string, string> {
  const name = componentName(type);
  const schema = {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title: name,
    description: `TODO: say in one sentence what the ${type} block shows.`,
    type: 'object',
    additionalProperties: false,
    required: ['type', 'heading', 'paragraphs'],
    properties: {
      type: { const: type },
      anchor: { $ref: '#/$defs/AnchorId' },
      heading: { $ref: '#/$defs/Heading' },
      paragraphs: { $ref: '#/$defs/Paragraphs' },
    },
  };
  const valid = {
    type,
    heading: `An example ${type} block`,
    paragraphs: ['What a marketer would write here, with **bold** words and a [link](/product-and-pricing).'],
  };
  const invalid = { $expect: 'required', block: { type, paragraphs: ['A block without its heading.'] } };
  return {
    'schema.json': JSON.stringify(schema, null, 2) + '\n',
    'fixtures/valid.json': JSON.stringify(valid, null, 2) + '\n',
    'fixtures/invalid.json': JSON.stringify(invalid, null, 2) + '\n',
    'Component.tsx': `import { Paragraphs } from '@/components/ui/Paragraphs';
import { Section } from '@/components/ui/Section';
import type { BlockProps } from '../types';

export function ${name}({ block }: BlockProps<'${type}'>) {
  return (
    <Section heading={block.heading} anchor={block.anchor} size="md">
      <Paragraphs paragraphs={block.paragraphs} />
    </Section>
  );
}
`,
    'Component.test.tsx': `import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../test-utils';

describe('${name}', () => {
  it('renders its heading as the section heading, then its paragraphs', () => {
    const html = renderBlock({ type: '${type}', heading: 'Why it matters', paragraphs: ['First point.', 'Second point.'] });
    expect(html).toMatch(/<h2[^>]*>Why it matters<\\/h2>/);
    expect(textOf(html)).toBe('Why it matters First point. Second point.');
  });
});
`,
  };
}

const registryKey = (type: string): string => (/^[a-z]+$/.test(type) ? type : `'${type}'`);

/**
 * The registry with the new block's import and entry, each in alphabetical
 * place. It starts as a static block; a block that needs shared content, flags
 * or site settings adds a resolve.ts and registers with resolvedBlock.
 */
export function addToRegistry(source: string, type: string): Result<string> {
  const name = componentName(type);
  const lines = source.split('\n');
  const importLine = `import { ${name} } from './${type}/Component';`;
  const imports = lines.flatMap((line, index) => {
    const folder = /^import .* from '\.\/([a-z0-9-]+)\//.exec(line)?.[1];
    return folder === undefined ? [] : [{ index, folder }];
  });
  const start = lines.findIndex((line) => line.startsWith('export const blockRegistry = {'));
  const end = lines.findIndex((line, index) => index > start && line.startsWith('} satisfies'));
  if (imports.length === 0 || start < 0 || end < 0)
    return problem(
      'components/blocks/registry.ts does not have the expected shape (imports of ./<type>/..., then export const blockRegistry = { ... } satisfies ...)',
    );

  const entryAt = lines
    .slice(start + 1, end)
    .findIndex((line) => (/^\s+'?([a-z0-9-]+)'?:/.exec(line)?.[1] ?? '') > type);
  const entryIndex = entryAt < 0 ? end : start + 1 + entryAt;
  const next = [...lines];
  next.splice(entryIndex, 0, `  ${registryKey(type)}: staticBlock(${name}),`);
  const importAt = imports.find((entry) => entry.folder > type)?.index ?? (imports.at(-1)?.index ?? 0) + 1;
  next.splice(importAt, 0, importLine);
  return ok(next.join('\n'));
}
