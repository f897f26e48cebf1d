/** One decimal, as review sites show it ("5.0", "4.5"). */
export function formatRating(value: number): string {
  return value.toFixed(1);
}

export function ratingLabel(value: number): string {
  return `Rated ${formatRating(value)} out of 5`;
}

/** Mean rounded to one decimal; undefined for no ratings rather than NaN. */
export function averageRating(ratings: readonly number[]): number | undefined {
  if (ratings.length === 0) return undefined;
  const sum = ratings.reduce((total, rating) => total + rating, 0);
  return Math.round((sum / ratings.length) * 10) / 10;
}
