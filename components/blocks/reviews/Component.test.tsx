import { describe, expect, it } from 'vitest';
import { makeContext, renderBlock, textOf } from '../test-utils';
import { averageRating } from '../rating';

const shared = {
  reviews: {
    ann: {
      id: 'ann',
      name: 'Ann K.',
      rating: 5,
      comment: 'Set up in an afternoon, never looked back.',
      audience: 'families' as const,
    },
    bo: {
      id: 'bo',
      name: 'Bo L.',
      rating: 4,
      comment: 'Helpful people on the phone every time.',
      audience: 'families' as const,
    },
    cy: {
      id: 'cy',
      name: 'Cy M.',
      rating: 4.5,
      comment: 'Our nanny gets paid on time, always.',
      audience: 'caregivers' as const,
    },
    dee: {
      id: 'dee',
      name: 'Dee P.',
      rating: 3,
      comment: 'Good service, but the phone wait was long once.',
      audience: 'families' as const,
    },
  },
};

const labels = (html: string) => [...html.matchAll(/role="img" aria-label="([^"]+)"/g)].map(([, label]) => label);

describe('ReviewsBlock', () => {
  it('states the average of every review in the collection, whichever the page shows, accessibly', () => {
    // (5 + 4 + 4.5 + 3) / 4 = 4.125 → 4.1, the same on every page.
    for (const items of [['ann', 'bo', 'cy'], ['dee']]) {
      const html = renderBlock({ type: 'reviews', heading: 'Reviews', items }, makeContext({ shared }));
      expect(labels(html)[0]).toBe('Rated 4.1 out of 5');
      expect(textOf(html)).toContain('Average of 4 reviews');
    }
  });

  it('shows each review with its own stars, comment and name', () => {
    const html = renderBlock({ type: 'reviews', heading: 'Reviews', items: ['bo', 'ann'] }, makeContext({ shared }));
    expect(labels(html)).toEqual(['Rated 4.1 out of 5', 'Rated 4.0 out of 5', 'Rated 5.0 out of 5']);
    expect(html.match(/<li\b/g)).toHaveLength(2);
    expect(textOf(html)).toMatch(
      /Helpful people on the phone every time\. Bo L\..*Set up in an afternoon, never looked back\. Ann K\./,
    );
  });

  it('renders nothing when no review resolves', () => {
    expect(renderBlock({ type: 'reviews', heading: 'Reviews', items: ['gone'] })).toBe('');
  });
});

describe('averageRating', () => {
  it('rounds the mean to one decimal and has no average for no ratings', () => {
    expect(averageRating([5, 4, 4])).toBe(4.3);
    expect(averageRating([5])).toBe(5);
    expect(averageRating([])).toBeUndefined();
  });
});
