import { describe, expect, it } from 'vitest';
import { anchorsIn, makeContext, renderBlock } from '../test-utils';

const shared = {
  'social-ratings': {
    facebook: { label: 'Facebook', rating: 4.5, url: 'https://www.facebook.com/example' },
    google: { label: 'Google', rating: 5, url: 'https://g.page/example' },
  },
};

describe('SocialRatingsBlock', () => {
  it('links each rating to its source in a new tab, named with the site and rating', () => {
    const html = renderBlock(
      { type: 'social-ratings', heading: 'Rated by families', items: ['facebook', 'google'] },
      makeContext({ shared }),
    );
    expect(html).toMatch(/<h2[^>]*>Rated by families<\/h2>/);
    const links = anchorsIn(html);
    expect(links.map((link) => link.href)).toEqual(['https://www.facebook.com/example', 'https://g.page/example']);
    for (const link of links) {
      expect(link.tag).toContain('target="_blank"');
      expect(link.tag).toContain('rel="noopener"');
      expect(link.text).toContain('(opens in a new tab)');
    }
    expect(html).toContain('aria-label="Rated 4.5 out of 5"');
    expect(html).toContain('aria-label="Rated 5.0 out of 5"');
    expect(links[0]?.text).toContain('Facebook');
  });

  it('works without a heading', () => {
    const html = renderBlock({ type: 'social-ratings', items: ['google'] }, makeContext({ shared }));
    expect(html).not.toContain('<h2');
    expect(anchorsIn(html)).toHaveLength(1);
  });
});
