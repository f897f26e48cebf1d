import type { Applies, Duty } from '../core/types';

/** The worker the rules are asked about. */
export interface Worker {
  duties: Duty;
  liveIn: boolean;
}

export function appliesTo(applies: Applies, worker: Worker): boolean {
  if (applies.duties !== undefined && !applies.duties.includes(worker.duties)) return false;
  if (applies.liveIn !== undefined && applies.liveIn !== worker.liveIn) return false;
  return true;
}

/** In force on a day (YYYY-MM-DD): from and until are both inclusive. */
export const inForce = (rule: { from?: string; until?: string }, date: string): boolean =>
  (rule.from === undefined || rule.from <= date) && (rule.until === undefined || date <= rule.until);
