/** "$45" for whole dollars, "$49.99" otherwise: cents only when there are any. */
export function formatDollars(amount: number): string {
  const cents = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(amount);
}
