/**
 * What the server part of the calculator block hands to the client calculator, in a module of its own so the
 * loader, the calculator and its panels share the shapes without importing each other.
 */
import type { HiredOption } from './EmailResults';
import type { CalculatorMode } from './query-state';

export interface StateOption {
  code: string;
  name: string;
}

export interface CalculatorProps {
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
