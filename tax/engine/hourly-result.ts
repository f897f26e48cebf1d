/**
 * What an hourly pay adds to the result: the hours behind the gross pay and the rate overtime is paid on, for the
 * period and the year, and the minimum wage in force on the pay date (tax/input/hourly-pay.ts worked them out).
 */
import type { HoursWorked, MinimumWageFound, PayHours, PayrollResult } from '../core/types';

/** A year at this pay: the period's hours times the periods, to the hundredth of an hour. */
function yearOfHours(perPeriod: HoursWorked, periods: number): HoursWorked {
  const year = (hours: number) => Math.round(hours * periods * 100) / 100;
  return {
    regular: year(perPeriod.regular),
    overtime: year(perPeriod.overtime),
    doubleTime: year(perPeriod.doubleTime),
  };
}

function minimumWageFound(hours: PayHours): MinimumWageFound | null {
  const minimum = hours.minimumWage.minimum;
  if (minimum === null) return null;
  // When the law has adjusted a covering minimum since the last rate the data holds: the minimum may be higher.
  const since = hours.minimumWage.behind.map((behind) => behind.since).sort()[0];
  return {
    hourly: minimum.hourly,
    jurisdiction: minimum.jurisdiction,
    effective: minimum.effective,
    source: minimum.source,
    ...(since === undefined ? {} : { adjustmentMissingSince: since }),
  };
}

export function withHours(result: PayrollResult, hours: PayHours, periods: number): PayrollResult {
  return {
    perPeriod: { ...result.perPeriod, hours: hours.perPeriod, regularRate: hours.regularRate },
    annual: { ...result.annual, hours: yearOfHours(hours.perPeriod, periods), regularRate: hours.regularRate },
    minimumWage: minimumWageFound(hours),
    notes: result.notes,
  };
}
