import { describe, expect, it } from 'vitest';
import { anchorsIn, makeContext, renderBlock } from '../test-utils';

describe('SocialRatingsBlock in Spanish', () => {
  it('invites the visitor to each review site in Spanish, saying the link opens a new tab', () => {
    const shared = { 'social-ratings': { google: { label: 'Google', url: 'https://g.page/example' } } };
    const html = renderBlock({ type: 'social-ratings', items: ['google'] }, makeContext({ shared, locale: 'es-US' }));
    expect(anchorsIn(html).map((link) => link.text)).toEqual([
      'Lea nuestras reseñas en Google (se abre en una pestaña nueva)',
    ]);
  });
});
