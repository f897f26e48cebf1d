/**
 * What the server part of the calculator block hands to the client calculator, in a module of its own so the
 * block's loader, the calculator and its panels share the shapes without importing each other.
 */
import type { LocaleCode } from '@/engine/locale';
import type { CalculatorMode } from './query-state';
import type { StateGuide } from './state-guide-link';

/** An answer to the "have you hired?" question asked with "e-mail my results". */
export interface HiredOption {
  label: string;
  value: number;
}

export interface StateOption {
  code: string;
  name: string;
  /** The state's guide, where the block links the guides: a result for the state shows its next steps and this link. */
  guide?: StateGuide;
}

export interface CalculatorProps {
  /** The page's language: the calculator's words, its figures' formats and the tax engine's notes follow it. */
  locale: LocaleCode;
  states: StateOption[];
  defaultState?: string;
  defaultMode?: CalculatorMode;
  /** Offer "e-mail my results" (off with the hide-email-button flag). */
  email: { hiredQuestion: string; hiredOptions: HiredOption[] } | null;
  /** nanny-tax-calculator-gate: the detailed breakdown only after the e-mail is sent. */
  gated: boolean;
  /** What being paid legally brings the caregiver (the shared benefit list). */
  benefits: string[];
}
