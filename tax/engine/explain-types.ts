/** The shapes of "Show the math", apart from the code that builds them so each explain module can name them. */
import type { SourceRef } from '@/paylaw';
import type { PayrollResult } from '../core/types';
import type { MathLineKey } from './line-notes';

/**
 * A figure from the year's data, and where in the data file it sits (its source is looked up from there); a rule of
 * pay law has a pointer into the pay-law data instead (`paylaw:rule/<id>`, whose source is in its texts, or
 * `paylaw:minimumWage/<jurisdiction>`, which carries its source itself).
 */
export interface MathFigure {
  label: string;
  value: string;
  pointer: string;
  source?: SourceRef;
}

export interface LineMath {
  line: MathLineKey;
  figures: MathFigure[];
  /** The arithmetic on this input, one step a line, for this pay period. */
  steps: string[];
  notes: string[];
}

export interface PayrollMath {
  result: PayrollResult;
  lines: LineMath[];
}
