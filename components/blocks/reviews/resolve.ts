import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';
import { summarize } from './summary';

/** The reviews the block lists, and the summary of exactly those: a page never shows an average of others. */
export function resolveReviews(block: BlockConfig<'reviews'>, context: ResolveContext) {
  const reviews = context.shared.list('reviews', block.items);
  return { reviews, summary: summarize(reviews.map((review) => review.rating)) };
}

export type ReviewsResolved = ReturnType<typeof resolveReviews>;
