import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderBlocks, type BlockRegistry } from './render';

type FakeBlock = { type: 'title'; text: string } | { type: 'list'; items: string[] };
interface FakeContext {
  brand: string;
}

const registry = {
  title: ({ block, context }) => (
    <h1>
      {block.text} by {context.brand}
    </h1>
  ),
  list: ({ block }) => (
    <ul>
      {block.items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  ),
} satisfies BlockRegistry<FakeBlock, FakeContext>;

const render = (blocks: FakeBlock[], mode: 'development' | 'production' = 'production', report = vi.fn()) =>
  renderToStaticMarkup(<>{renderBlocks(blocks, registry, { brand: 'Acme' }, { mode, report })}</>);

describe('renderBlocks', () => {
  it('renders each block with its registered component, in order, with the context', () => {
    expect(render([{ type: 'title', text: 'Hello' }, { type: 'list', items: ['a', 'b'] }])).toBe('<h1>Hello by Acme</h1><ul><li>a</li><li>b</li></ul>');
  });

  it('renders nothing for an empty page', () => {
    expect(render([])).toBe('');
  });

  it('drops an unregistered block in production and reports it', () => {
    const report = vi.fn();
    const stray = JSON.parse('{"type":"carousel"}') as FakeBlock;
    expect(render([stray, { type: 'title', text: 'Still here' }], 'production', report)).toBe('<h1>Still here by Acme</h1>');
    expect(report).toHaveBeenCalledWith('carousel');
  });

  it('shows a visible placeholder for an unregistered block in development', () => {
    const stray = JSON.parse('{"type":"carousel"}') as FakeBlock;
    expect(render([stray], 'development')).toContain('Unknown block type &quot;carousel&quot;');
  });
});
