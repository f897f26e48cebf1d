import type { RoundTo } from '../data/compiled';

/** Half up, with the same nudge against binary noise as the final rounding. */
export function roundTo(amount: number, to: RoundTo | 'none' | undefined): number {
  if (to === undefined || to === 'none') return amount;
  if (to === 'dollar') return Math.round(amount + 1e-9);
  return Math.round(amount * 100 + 1e-6) / 100;
}
