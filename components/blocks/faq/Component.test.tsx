import { describe, expect, it } from 'vitest';
import type { FaqBlock as FaqConfig } from '@/schemas/generated/config-types';
import { renderBlock, textOf } from '../test-utils';

const block: FaqConfig = {
  type: 'faq',
  anchor: 'faq',
  heading: 'Frequently asked questions',
  items: [
    { question: 'Do I need to pay nanny taxes?', answer: ['Yes, once you pay **$2,800** or more in a year.'] },
    {
      question: 'Can you file for me?',
      answer: ['We file every federal and state return.', 'See [pricing](/product-and-pricing).'],
    },
  ],
};

describe('FaqBlock', () => {
  it('renders each question as a heading inside a native disclosure, collapsed until the visitor opens it', () => {
    const html = renderBlock(block);
    expect(html).toMatch(/^<section[^>]*id="faq"/);
    expect(html).toMatch(/<h2[^>]*>Frequently asked questions<\/h2>/);
    const disclosures = [...html.matchAll(/<details\b([^>]*)>\s*<summary\b[^>]*>([\s\S]*?)<\/summary>/g)];
    expect(disclosures).toHaveLength(2);
    for (const [, attributes = '', summary = ''] of disclosures) {
      expect(attributes).not.toContain('open');
      expect(summary).toMatch(/<h3\b/);
    }
    expect(disclosures.map(([, , summary = '']) => textOf(summary))).toEqual([
      'Do I need to pay nanny taxes?',
      'Can you file for me?',
    ]);
  });

  it('keeps the answers in the HTML with their inline formatting', () => {
    const text = textOf(renderBlock(block));
    expect(text).toContain('Do I need to pay nanny taxes?');
    expect(text).toContain('Yes, once you pay $2,800 or more in a year.');
    expect(text).toContain('See pricing.');
  });
});
