import type { ResolveContext } from '@/engine/resolve-context';
import { averageRating } from '../rating';
import type { BlockConfig } from '../types';

export function resolveReviews(block: BlockConfig<'reviews'>, context: ResolveContext) {
  // The summary is of every review we have, the same on every page; a page only picks which ones to show.
  const everyRating = context.shared.all('reviews').map((review) => review.rating);
  return {
    reviews: context.shared.list('reviews', block.items),
    average: averageRating(everyRating),
    reviewCount: everyRating.length,
  };
}

export type ReviewsResolved = ReturnType<typeof resolveReviews>;
