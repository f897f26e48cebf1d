import { describe, expect, it } from 'vitest';
import { anchorsIn, makeContext, renderBlock, textOf } from '../test-utils';
import { averageRating } from '../rating';

const review = (id: string, name: string, rating: number, comment: string) => ({
  id,
  name,
  rating,
  comment,
  audience: 'families' as const,
  tags: ['nanny' as const],
});

const shared = {
  reviews: {
    ann: review('ann', 'Ann K.', 5, 'Set up in an afternoon, never looked back.'),
    bo: review('bo', 'Bo L.', 4, 'Helpful people on the phone every time.'),
    cy: review('cy', 'Cy M.', 4.5, 'Our nanny gets paid on time, always.'),
    dee: review('dee', 'Dee P.', 3, 'Good service, but the phone wait was long once.'),
  },
};

const labels = (html: string) => [...html.matchAll(/role="img" aria-label="([^"]+)"/g)].map(([, label]) => label);

describe('ReviewsBlock', () => {
  it('summarises exactly the reviews it lists: their mean and count, different for a different pick', () => {
    const picks = [
      { items: ['ann', 'bo', 'cy'], average: '4.5', count: 3 }, // (5 + 4 + 4.5) / 3
      { items: ['bo', 'dee'], average: '3.5', count: 2 }, // (4 + 3) / 2
    ];
    for (const { items, average, count } of picks) {
      const html = renderBlock({ type: 'reviews', heading: 'Reviews', items }, makeContext({ shared }));
      const ratings = items.map((id) => shared.reviews[id as keyof typeof shared.reviews].rating);
      expect(averageRating(ratings)?.toFixed(1)).toBe(average);
      expect(labels(html)[0]).toBe(`Rated ${average} out of 5`);
      expect(textOf(html)).toContain(`${average} average of the ${count} reviews below`);
      expect(html.match(/<li\b/g)).toHaveLength(count);
    }
  });

  it('links the summary to the list it averages, on the same page', () => {
    for (const anchor of [undefined, 'what-families-say']) {
      const html = renderBlock(
        { type: 'reviews', heading: 'Reviews', items: ['ann', 'bo'], ...(anchor ? { anchor } : {}) },
        makeContext({ shared }),
      );
      const [summary] = anchorsIn(html);
      const target = summary?.href.slice(1) ?? '';
      expect(summary?.href).toBe(`#${anchor ?? 'reviews'}-list`);
      expect(summary?.text).toContain('average of the 2 reviews below');
      expect(html).toMatch(new RegExp(`<ul id="${target}"[^>]*>(?:<li\\b[\\s\\S]*?</li>){2}</ul>`));
    }
  });

  it('shows each review with its own stars, comment and name', () => {
    const html = renderBlock({ type: 'reviews', heading: 'Reviews', items: ['bo', 'ann'] }, makeContext({ shared }));
    expect(labels(html)).toEqual(['Rated 4.5 out of 5', 'Rated 4.0 out of 5', 'Rated 5.0 out of 5']);
    expect(textOf(html)).toMatch(
      /Helpful people on the phone every time\. Bo L\..*Set up in an afternoon, never looked back\. Ann K\./,
    );
  });

  it('puts no average above a single review', () => {
    const html = renderBlock({ type: 'reviews', heading: 'Reviews', items: ['dee'] }, makeContext({ shared }));
    expect(labels(html)).toEqual(['Rated 3.0 out of 5']);
    expect(textOf(html)).not.toContain('average');
    expect(anchorsIn(html)).toEqual([]);
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
