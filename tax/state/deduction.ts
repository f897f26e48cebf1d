import type { CompiledDeduction } from '../data/compiled';

/** The standard deduction for the year's wages: fixed or a share of wages, then any phase-out. */
export function standardDeduction(d: CompiledDeduction, annualWages: number): number {
  let amount = d.amount;
  if (d.percentOfWages > 0) amount = Math.min(d.maximum, Math.max(d.minimum, d.percentOfWages * annualWages));
  const phase = d.phaseOut;
  if (phase !== undefined && annualWages > phase.start) {
    const over = annualWages - phase.start;
    // A stepped table (Alabama) reduces only for each full step above the start.
    const steps = phase.step === undefined ? 0 : over / phase.step;
    // Connecticut counts a started step as a whole one ("or fraction thereof").
    const counted =
      phase.step === undefined ? over : (phase.partialStep ? Math.ceil(steps) : Math.floor(steps)) * phase.step;
    amount = Math.max(phase.floor, amount - phase.rate * counted);
  }
  return amount;
}
