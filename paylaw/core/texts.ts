/**
 * The pay rules in words, with their sources: what the state guides show and what "show the math" cites. Compiled
 * from paylaw/data by `npm run gen` (drafts left out) into its own module, so a page that only computes never
 * downloads it.
 */
import type { SourceRef, StateCode } from './types';

export interface SourcedText {
  text: string;
  source: SourceRef;
}

export interface Requirement extends SourcedText {
  /** Whether the jurisdiction requires it of a household employer at all. */
  applies: boolean;
  /** YYYY-MM-DD when it took or takes effect after 1 January 2025. */
  from?: string;
}

export interface RateText {
  from: string;
  hourly: number;
  /** Which rate it is where the law has several. */
  text?: string;
  source: SourceRef;
}

export interface MinimumWageTexts {
  coverage: SourcedText | null;
  rates: readonly RateText[];
  /** MM-DD the law adjusts the rate each year, with its source. */
  adjustsYearly: { on: string; source: SourceRef } | null;
}

export interface OvertimeTexts {
  summary: SourcedText | null;
  /** The engine's rules by id, in words. */
  rules: Readonly<Record<string, SourcedText>>;
}

export interface LocalityTexts {
  id: string;
  name: string;
  minimumWage: MinimumWageTexts;
  sickLeave: Requirement | null;
  writtenAgreement: Requirement | null;
}

export interface StateTexts {
  code: StateCode;
  name: string;
  minimumWage: MinimumWageTexts;
  overtime: OvertimeTexts;
  dayOfRest: Requirement | null;
  sickLeave: Requirement | null;
  writtenAgreement: Requirement | null;
  localities: readonly LocalityTexts[];
}

export interface FederalTexts {
  name: string;
  minimumWage: MinimumWageTexts;
  overtime: OvertimeTexts;
  domesticService: SourcedText | null;
  liveIn: SourcedText | null;
  companionship: readonly SourcedText[];
  regularRate: SourcedText | null;
}

export interface PayLawTexts {
  federal: FederalTexts;
  states: Readonly<Record<StateCode, StateTexts>>;
}
