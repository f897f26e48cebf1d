import { describe, expect, it } from 'vitest';
import { anchorsIn, renderBlock } from '../test-utils';

describe('RichTextBlock', () => {
  it('renders a section with its h2, anchor and paragraphs with inline bold and links', () => {
    const html = renderBlock({
      type: 'rich-text',
      anchor: 'about',
      heading: 'About us',
      paragraphs: ['We run **household payroll**.', 'See [pricing](/product-and-pricing).'],
    });
    expect(html).toMatch(/^<section[^>]*id="about"/);
    expect(html).toMatch(/<h2[^>]*>About us<\/h2>/);
    expect(html.match(/<p\b/g)).toHaveLength(2);
    expect(html).toContain('<strong>household payroll</strong>');
    expect(anchorsIn(html)).toEqual([expect.objectContaining({ href: '/product-and-pricing', text: 'pricing' })]);
  });

  it('never turns config text into markup', () => {
    const html = renderBlock({ type: 'rich-text', paragraphs: ['<script>x</script> [bad](javascript:alert(1))'] });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('href="javascript:');
  });
});
