/**
 * The pay rules as the engine reads them: compiled from paylaw/data by `npm run gen`, checked, with drafts
 * (`"verified": false`) and every visitor text left out. Texts and sources are a separate module
 * (PayLawTexts), loaded where words are shown.
 */
import type { Duty, StateCode } from '../generated/pay-law';

export type { Duty, StateCode };

export const DUTIES: readonly Duty[] = ['childcare', 'personalAttendant', 'housekeeping', 'companionship'];

/** Which workers a rule concerns; an absent field means every worker. */
export interface Applies {
  duties?: readonly Duty[];
  liveIn?: boolean;
}

/** A source as a visitor sees it: who sets the rule, its official title and address. */
export interface SourceRef {
  authority: string;
  title: string;
  url: string;
}

export interface CompiledRate {
  /** YYYY-MM-DD: in force from this day until the next rate's. */
  from: string;
  hourly: number;
  source: SourceRef;
}

export interface CompiledMinimumWage {
  covers: 'all' | 'some' | 'none';
  excludes: readonly Applies[];
  rates: readonly CompiledRate[];
  /** MM-DD: the law adjusts the rate every year on this day; a pay date past the next one after the last rate is told so. */
  adjustsYearlyOn?: string;
}

export interface PremiumDays {
  afterDays: number;
  doubleTimeAfter?: number;
}

export interface CompiledOvertimeRule {
  /** Unique across the data: `ca-personal-attendant`. */
  id: string;
  applies: Applies;
  weekly?: number;
  daily?: number;
  dailyDoubleTime?: number;
  premiumDays?: PremiumDays;
  from?: string;
  until?: string;
}

/** A state, DC, a city, county or region, or federal law: the rules it adds for a household's worker. */
export interface CompiledJurisdiction {
  /** `US`, `CA`, or `CA/san-francisco`. */
  key: string;
  /** As a sentence names it: "California", "Seattle, WA", "federal law". */
  name: string;
  /** Unknown (its coverage still a draft): the engine says so and applies the others. */
  minimumWage: CompiledMinimumWage | null;
  overtime: readonly CompiledOvertimeRule[];
}

export interface CompiledLocality extends CompiledJurisdiction {
  id: string;
  /** A region whose minimum wage takes the place of the state's there (Oregon's), rather than standing beside it. */
  replacesStateRate: boolean;
  /** What a family may type for it, without the state. */
  names: readonly string[];
}

export interface CompiledState extends CompiledJurisdiction {
  code: StateCode;
  localities: readonly CompiledLocality[];
}

export interface CompiledPayLaw {
  federal: CompiledJurisdiction;
  states: Readonly<Record<StateCode, CompiledState>>;
}
