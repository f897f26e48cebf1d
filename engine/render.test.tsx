import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderBlocks, resolveBlocks, resolvedBlock, staticBlock, type BlockRegistry } from './render';

type FakeBlock =
  { type: 'title'; text: string } | { type: 'list'; items: string[] } | { type: 'quote'; quoteId: string };
interface FakeContext {
  brand: string;
  quotes: Record<string, string>;
}

const seen: string[] = [];

function Title({ block, brand }: { block: { type: 'title'; text: string }; brand: string }) {
  seen.push(`render ${block.type}`);
  return (
    <h1>
      {block.text} by {brand}
    </h1>
  );
}

// A component's props are exactly its block and what its resolver returned: no context.
function Quote(props: { block: { type: 'quote'; quoteId: string }; quote: string | undefined }) {
  return <blockquote data-props={Object.keys(props).sort().join(',')}>{props.quote}</blockquote>;
}

const registry = {
  title: resolvedBlock(Title, (block: { type: 'title' }, context: FakeContext) => {
    seen.push(`resolve ${block.type}`);
    return { brand: context.brand };
  }),
  list: staticBlock(({ block }: { block: { type: 'list'; items: string[] } }) => (
    <ul data-props={Object.keys(block).join(',')}>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  )),
  quote: resolvedBlock(Quote, (block: { type: 'quote'; quoteId: string }, context: FakeContext) => ({
    quote: context.quotes[block.quoteId],
  })),
} satisfies BlockRegistry<FakeBlock, FakeContext>;

const context: FakeContext = { brand: 'Acme', quotes: { q1: 'It just works.' } };

const render = (blocks: FakeBlock[], mode: 'development' | 'production' = 'production', report = vi.fn()) =>
  renderToStaticMarkup(<>{renderBlocks(blocks, registry, context, { mode, report })}</>);

describe('renderBlocks', () => {
  it('renders each block with its registered component, in order, with what its resolver looked up', () => {
    expect(
      render([
        { type: 'title', text: 'Hello' },
        { type: 'list', items: ['a', 'b'] },
      ]),
    ).toBe('<h1>Hello by Acme</h1><ul data-props="type,items"><li>a</li><li>b</li></ul>');
  });

  it('hands a component its block and resolved props only, never the context', () => {
    expect(render([{ type: 'quote', quoteId: 'q1' }])).toBe(
      '<blockquote data-props="block,quote">It just works.</blockquote>',
    );
  });

  it('resolves every block of the page before any component renders', () => {
    seen.length = 0;
    const titles: FakeBlock[] = [
      { type: 'title', text: 'A' },
      { type: 'title', text: 'B' },
    ];
    const resolved = resolveBlocks(titles, registry, context, { mode: 'production', report: vi.fn() });
    expect(seen).toEqual(['resolve title', 'resolve title']);
    renderToStaticMarkup(<>{resolved.map((block, index) => block.render(String(index)))}</>);
    expect(seen).toEqual(['resolve title', 'resolve title', 'render title', 'render title']);
  });

  it('renders nothing for an empty page', () => {
    expect(render([])).toBe('');
  });

  it('drops an unregistered block in production and reports it', () => {
    const report = vi.fn();
    const stray = JSON.parse('{"type":"carousel"}') as FakeBlock;
    expect(render([stray, { type: 'title', text: 'Still here' }], 'production', report)).toBe(
      '<h1>Still here by Acme</h1>',
    );
    expect(report).toHaveBeenCalledWith('carousel');
  });

  it('shows a visible placeholder for an unregistered block in development', () => {
    const stray = JSON.parse('{"type":"carousel"}') as FakeBlock;
    expect(render([stray], 'development')).toContain('Unknown block type &quot;carousel&quot;');
  });
});
