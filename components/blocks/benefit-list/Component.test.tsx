import { describe, expect, it } from 'vitest';
import { makeContext, renderBlock, textOf } from '../test-utils';

const items = ['Health insurance', 'Unemployment insurance', 'Social Security benefits', 'Home mortgages', 'Car loans'];

describe('BenefitListBlock', () => {
  it('lists every benefit of the shared list under its heading', () => {
    const context = makeContext({ shared: { 'benefit-lists': { 'on-the-books': { items } } } });
    const html = renderBlock(
      {
        type: 'benefit-list',
        heading: 'Paying on the books helps your nanny qualify for',
        intro: 'Legal pay history counts.',
        list: 'on-the-books',
      },
      context,
    );
    expect(html).toMatch(/^<section/);
    expect(html).toMatch(/<h2[^>]*>Paying on the books helps your nanny qualify for<\/h2>/);
    expect(textOf(html)).toContain('Legal pay history counts.');
    expect(html.match(/<li\b/g)).toHaveLength(items.length);
    for (const item of items) expect(textOf(html)).toContain(item);
    // Check marks are decoration: the list semantics carry the meaning.
    expect(html).toMatch(/<svg[^>]*aria-hidden="true"/);
  });

  it('renders nothing when the list id resolves to nothing', () => {
    const html = renderBlock({ type: 'benefit-list', heading: 'Benefits', list: 'missing' });
    expect(html).toBe('');
  });
});
