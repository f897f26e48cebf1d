import { averageRating } from '../rating';

export interface ReviewSummary {
  average: number;
  count: number;
}

/**
 * The summary of exactly the reviews a block lists: nothing for fewer than two, where an "average" would only
 * repeat the one review's own stars.
 */
export function summarize(ratings: readonly number[]): ReviewSummary | undefined {
  const average = averageRating(ratings);
  return average === undefined || ratings.length < 2 ? undefined : { average, count: ratings.length };
}

/** Where the summary points: the list of the reviews it averages, on the same page. */
export function reviewListId(anchor: string | undefined): string {
  return `${anchor ?? 'reviews'}-list`;
}
