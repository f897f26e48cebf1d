import type { ResolveContext } from '@/engine/resolve-context';
import { formatRating } from '../rating';
import type { BlockConfig } from '../types';
import { reviewsMessages } from './messages';
import { summarize } from './summary';

/**
 * The reviews the block lists, and the summary of exactly those: a page never shows an average of others. The
 * figures and the stars' labels are written here, in the page's language.
 */
export function resolveReviews(block: BlockConfig<'reviews'>, context: ResolveContext) {
  const words = reviewsMessages[context.locale];
  const rating = (value: number) => formatRating(value, context.locale);
  const reviews = context.shared
    .list('reviews', block.items)
    .map((review) => ({ ...review, ratingLabel: words.rated(rating(review.rating)) }));
  const summary = summarize(reviews.map((review) => review.rating));
  return {
    reviews,
    summary: summary && {
      ...summary,
      shown: rating(summary.average),
      label: words.rated(rating(summary.average)),
      what: words.averageOf(summary.count),
    },
  };
}

export type ReviewsResolved = ReturnType<typeof resolveReviews>;
