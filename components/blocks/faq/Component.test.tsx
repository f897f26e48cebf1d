import { describe, expect, it } from 'vitest';
import type { FaqBlock as FaqConfig } from '@/schemas/generated/config-types';
import { makeContext, renderHtml, textOf } from '../test-utils';
import { FaqBlock } from './Component';

const block: FaqConfig = {
  type: 'faq',
  anchor: 'faq',
  heading: 'Frequently asked questions',
  items: [
    { question: 'Do I need to pay nanny taxes?', answer: ['Yes, once you pay **$2,800** or more in a year.'] },
    { question: 'Can you file for me?', answer: ['We file every federal and state return.', 'See [pricing](/product-and-pricing).'] },
  ],
};

describe('FaqBlock', () => {
  it('renders each question as a heading with a button that controls its answer region', () => {
    const html = renderHtml(<FaqBlock block={block} context={makeContext()} />);
    expect(html).toMatch(/^<section[^>]*id="faq"/);
    expect(html).toMatch(/<h2[^>]*>Frequently asked questions<\/h2>/);
    expect(html.match(/<h3\b/g)).toHaveLength(2);
    const buttons = [...html.matchAll(/<div[^>]*role="button"[^>]*>|<button\b[^>]*>/g)].map(([tag]) => tag);
    expect(buttons).toHaveLength(2);
    for (const button of buttons) {
      expect(button).toContain('aria-expanded="false"');
      const controls = /aria-controls="([^"]+)"/.exec(button)?.[1] ?? 'none';
      expect(html).toMatch(new RegExp(`id="${controls}"[^>]*role="region"|role="region"[^>]*id="${controls}"`));
    }
  });

  it('keeps the answers in the HTML with their inline formatting', () => {
    const text = textOf(renderHtml(<FaqBlock block={block} context={makeContext()} />));
    expect(text).toContain('Do I need to pay nanny taxes?');
    expect(text).toContain('Yes, once you pay $2,800 or more in a year.');
    expect(text).toContain('See pricing.');
  });

  it('gives two FAQ blocks on one page distinct ids', () => {
    const html = renderHtml(
      <>
        <FaqBlock block={block} context={makeContext()} />
        <FaqBlock block={block} context={makeContext()} />
      </>,
    );
    const ids = [...html.matchAll(/aria-controls="([^"]+)"/g)].map(([, id]) => id);
    expect(new Set(ids).size).toBe(4);
  });
});
