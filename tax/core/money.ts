/**
 * Rounds dollars to the cent, half up. Amounts are non-negative; the tiny
 * nudge absorbs binary noise such as 1160.4999999998 for what is exactly
 * 1160.5 cents on paper, so half-cent cases round up as the rule says.
 */
export function roundCents(dollars: number): number {
  return Math.round(dollars * 100 + 1e-6) / 100;
}

/** Part of `wages` that falls under an annual cap, given wages already paid this year. */
export function wagesUnderCap(wages: number, ytd: number, cap: number): number {
  const room = cap - ytd;
  if (room <= 0) return 0;
  return wages < room ? wages : room;
}

/** Part of `wages` that falls above a threshold, given wages already paid this year. */
export function wagesOverThreshold(wages: number, ytd: number, threshold: number): number {
  const total = ytd + wages;
  if (total <= threshold) return 0;
  return ytd >= threshold ? wages : total - threshold;
}
