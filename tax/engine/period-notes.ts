import type { CompiledSchedule } from '../data/compiled';
import type { PayFrequency } from '../core/types';
import type { PreparedStateTax } from './state-withholding';
import type { EngineText } from './text';

/** Whether a schedule works on printed tables yet prints none for this many periods. */
function unprinted(schedule: CompiledSchedule | undefined, periods: number): boolean {
  return schedule !== undefined && schedule.periodTables.size > 0 && !schedule.periodTables.has(periods);
}

/**
 * A publication that prints per-period tables but none for this pay frequency
 * gives no rule for it; the engine then uses the annual table's equivalent,
 * and says so, as it says of every method that is not the publication's own.
 */
export function unprintedPeriodNotes(
  prepared: PreparedStateTax,
  stateName: string,
  frequency: PayFrequency,
  periods: number,
  text: EngineText,
): readonly string[] {
  if (prepared.kind !== 'formula') return [];
  const { cert, rules } = prepared;
  const effective = frequency === 'daily' && rules.dailyPeriods !== undefined ? rules.dailyPeriods : periods;
  const notes: string[] = [];
  if (unprinted(cert.schedule, effective)) {
    notes.push(
      text.say.stateTax.unprintedTable({ state: stateName, frequency: text.say.frequency[frequency], periods }),
    );
  }
  const locality = cert.locality;
  if (locality !== undefined && unprinted(locality.schedules.get(cert.scheduleName), effective)) {
    notes.push(
      text.say.stateTax.unprintedLocalityTable({
        locality: text.data(locality.label),
        frequency: text.say.frequency[frequency],
      }),
    );
  }
  return notes;
}
