import { describe, expect, it } from 'vitest';
import { anchorsIn, makeContext, renderBlock, textOf } from '../test-utils';

const shared = {
  'social-ratings': {
    facebook: { label: 'Facebook', url: 'https://www.facebook.com/example' },
    google: { label: 'Google', url: 'https://g.page/example' },
  },
};

describe('SocialRatingsBlock', () => {
  it('links each review site in a new tab, named with the site', () => {
    const html = renderBlock(
      { type: 'social-ratings', heading: 'More reviews', items: ['facebook', 'google'] },
      makeContext({ shared }),
    );
    expect(html).toMatch(/<h2[^>]*>More reviews<\/h2>/);
    const links = anchorsIn(html);
    expect(links.map((link) => link.href)).toEqual(['https://www.facebook.com/example', 'https://g.page/example']);
    for (const link of links) {
      expect(link.tag).toContain('target="_blank"');
      expect(link.tag).toContain('rel="noopener"');
      expect(link.text).toContain('(opens in a new tab)');
    }
    expect(links.map((link) => link.text)).toEqual([
      'Read our reviews on Facebook (opens in a new tab)',
      'Read our reviews on Google (opens in a new tab)',
    ]);
  });

  it('shows no stars or figure: a rating it cannot work out from reviews on the page is not shown', () => {
    const html = renderBlock({ type: 'social-ratings', items: ['facebook', 'google'] }, makeContext({ shared }));
    expect(html).not.toContain('role="img"');
    expect(textOf(html)).not.toMatch(/[0-9]/);
  });

  it('works without a heading', () => {
    const html = renderBlock({ type: 'social-ratings', items: ['google'] }, makeContext({ shared }));
    expect(html).not.toContain('<h2');
    expect(anchorsIn(html)).toHaveLength(1);
  });
});
