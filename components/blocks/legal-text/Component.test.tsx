import { describe, expect, it } from 'vitest';
import { anchorsIn, renderBlock } from '../test-utils';
import { longDate } from '@/components/ui/calendar-date';

const block = {
  type: 'legal-text' as const,
  lastUpdated: '2026-11-01',
  intro: ['These terms apply to this site.'],
  sections: [
    { heading: 'Using the site', paragraphs: ['You may use it.'] },
    {
      heading: 'Cookies',
      paragraphs: ['We set these:'],
      items: ['**homepayVisitRx**: the campaign', 'the referrer cookie'],
    },
  ],
};

describe('LegalTextBlock', () => {
  it('shows the last-updated date as a machine-readable <time>', () => {
    const html = renderBlock(block);
    expect(html).toContain('<time dateTime="2026-11-01">November 1, 2026</time>');
  });

  it('numbers the sections, with a table of contents linking to each', () => {
    const html = renderBlock(block);
    expect(html).toMatch(/<h2[^>]*id="section-1-heading"[^>]*>1\. Using the site<\/h2>/);
    expect(html).toMatch(/<h2[^>]*>2\. Cookies<\/h2>/);
    expect(anchorsIn(html).map((a) => a.href)).toEqual(['#section-1', '#section-2']);
    expect(html).toContain('id="section-2"');
  });

  it('renders the list items with inline formatting, never as markup', () => {
    const html = renderBlock({
      ...block,
      sections: [{ heading: 'x', paragraphs: ['y'], items: ['**bold**', '<img src=x onerror=alert(1)>'] }],
    });
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toContain('<img');
  });

  it('reads the date as a calendar date whatever the time zone', () => {
    expect(longDate('2026-01-01')).toBe('January 1, 2026');
  });

  it('lists what the site stores from its register, in the brand’s words, under the section that asks for it', () => {
    const html = renderBlock({
      ...block,
      sections: [{ heading: 'What we store', paragraphs: ['Here it is:'], storedData: true }],
    });
    expect(html).toContain('<code>homepayVisitRx</code>');
    expect(html).toContain('<code>careDeviceId</code>');
    expect(html).toContain('<code>next-auth.session-token</code>');
    expect(html).toContain('<code>AMP_…</code>');
    expect(html).not.toContain('{product}');
    expect(renderBlock(block)).not.toContain('homepayReferrer');
  });
});
