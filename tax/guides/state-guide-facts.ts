/**
 * The figures a state guide shows, each with the source the tax data gives for it, so a page about a state can
 * never state a figure the calculator does not use, nor cite one the data does not. Node entry only: it reads
 * every shipped year's sources up front.
 */
import type { HouseholdWithholding } from '../data/compiled';
import type { SourceIndex } from '../data/runtime-data';
import { SHIPPED_TAX_SOURCES } from '../generated/tax-data-shipped';
import { loadTaxYear } from '../data/registry';
import { describeStates, type StateSummary } from '../engine/describe';
import { householdThresholds } from '../engine/household-thresholds';
import { sourceForPointer, type FigureSource } from '../sources';

export interface Sourced<T> {
  value: T;
  source: FigureSource | undefined;
}

export interface StateGuideFacts {
  taxYear: number;
  state: StateSummary;
  federal: {
    ficaAnnualThreshold: Sourced<number>;
    futaQuarterThreshold: Sourced<number>;
    futaWageBase: Sourced<number>;
    futaNetRate: Sourced<number>;
    socialSecurityWageBase: Sourced<number>;
    /** The employee's rate; the employer pays the same. */
    socialSecurityRate: Sourced<number>;
    medicareRate: Sourced<number>;
    /** The state's FUTA credit reduction for the year, added to the net rate; null while the year's list is not out. */
    futaCreditReduction: Sourced<number | null>;
  };
  unemployment: {
    householdThreshold: Sourced<NonNullable<StateSummary['suiHouseholdThreshold']>> | undefined;
    wageBase: Sourced<number | null>;
    newEmployerRate: Sourced<number | null>;
    /** Where the state assigns new employers a rate from a published range. */
    newEmployerRange: Sourced<NonNullable<StateSummary['suiNewEmployerRange']>> | undefined;
  };
  programs: Array<StateSummary['programs'][number] & { source: FigureSource | undefined }>;
  householdWithholding: (HouseholdWithholding & { source: FigureSource | undefined }) | undefined;
}

const sourced = <T>(index: SourceIndex, pointer: string, value: T): Sourced<T> => ({
  value,
  source: sourceForPointer(index, pointer),
});

/** Undefined when the year does not ship or has no such state. */
export function stateGuideFacts(taxYear: number, code: string): StateGuideFacts | undefined {
  const index = SHIPPED_TAX_SOURCES.get(taxYear);
  const federal = householdThresholds(taxYear);
  const rates = loadTaxYear(taxYear)?.federal;
  const state = describeStates(taxYear)?.find((summary) => summary.code === code);
  if (index === undefined || federal === undefined || rates === undefined || state === undefined) return undefined;
  const at = `/states/${code}`;
  return {
    taxYear,
    state,
    federal: {
      ficaAnnualThreshold: sourced(index, '/federal/household/ficaAnnualThreshold', federal.ficaAnnualThreshold),
      futaQuarterThreshold: sourced(index, '/federal/household/futaQuarterThreshold', federal.futaQuarterThreshold),
      futaWageBase: sourced(index, '/federal/futa/wageBase', federal.futaWageBase),
      futaNetRate: sourced(index, '/federal/futa/netRate', federal.futaNetRate),
      socialSecurityWageBase: sourced(index, '/federal/socialSecurity/wageBase', federal.socialSecurityWageBase),
      socialSecurityRate: sourced(index, '/federal/socialSecurity/employeeRate', rates.ssEmployeeRate),
      medicareRate: sourced(index, '/federal/medicare/employeeRate', rates.medicareEmployeeRate),
      futaCreditReduction: sourced(
        index,
        '/federal/futa/creditReductions',
        rates.creditReductionsKnown ? (rates.creditReductions[state.code] ?? 0) : null,
      ),
    },
    unemployment: {
      householdThreshold:
        state.suiHouseholdThreshold === undefined
          ? undefined
          : sourced(index, `${at}/unemployment/householdThreshold`, state.suiHouseholdThreshold),
      wageBase: sourced(index, `${at}/unemployment/wageBase`, state.suiWageBase),
      newEmployerRate: sourced(index, `${at}/unemployment/newEmployerRate`, state.suiNewEmployerRate),
      newEmployerRange:
        state.suiNewEmployerRange === undefined
          ? undefined
          : sourced(index, `${at}/unemployment/newEmployerRange`, state.suiNewEmployerRange),
    },
    programs: state.programs.map((program, position) => ({
      ...program,
      source: sourceForPointer(index, `${at}/programs/${position}/rate`),
    })),
    householdWithholding:
      state.householdWithholding === undefined
        ? undefined
        : { ...state.householdWithholding, source: sourceForPointer(index, `${at}/householdWithholding`) },
  };
}
