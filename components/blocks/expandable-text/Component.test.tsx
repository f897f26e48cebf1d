import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderBlock, textOf } from '../test-utils';

const paragraphs = [
  'Household employers owe **Social Security and Medicare** taxes.',
  'See the [calculator](/nanny-tax-calculator).',
];

function buttonOf(html: string): string {
  return /<button\b[^>]*>[\s\S]*?<\/button>/.exec(html)?.[0] ?? '';
}

describe('ExpandableTextBlock', () => {
  it('renders all text in the HTML, collapsed behind a "Read more" button that controls it', () => {
    const html = renderBlock({ type: 'expandable-text', heading: 'About nanny taxes', paragraphs });
    expect(html).toMatch(/<h2[^>]*>About nanny taxes<\/h2>/);
    expect(html).toContain('<strong>Social Security and Medicare</strong>');
    expect(html).toContain('href="/nanny-tax-calculator"');
    const button = buttonOf(html);
    expect(textOf(button)).toBe('Read more');
    expect(button).toContain('aria-expanded="false"');
    const controls = /aria-controls="([^"]+)"/.exec(button)?.[1];
    expect(controls).toBeTruthy();
    expect(html).toContain(`id="${controls}"`);
  });

  it('collapses to the specified 120 px (the end-to-end test measures it in a browser)', () => {
    const css = readFileSync(new URL('./expandable-text.module.css', import.meta.url), 'utf8');
    expect(css).toMatch(/max-height:\s*120px/);
  });

  it('uses the configured button label', () => {
    const html = renderBlock({ type: 'expandable-text', paragraphs, moreLabel: 'Keep reading' });
    expect(textOf(buttonOf(html))).toBe('Keep reading');
    expect(html).not.toContain('<h2');
  });
});
