import type { CompiledOvertimeRule } from '../core/types';

const hours = (n: number) => `${n} hour${n === 1 ? '' : 's'}`;

/**
 * A rule's thresholds in a clause: "time and a half after 9 hours in a workday or 45 in a workweek". Built from the
 * numbers the engine applies, so what a family reads is what was computed.
 */
export function describeRule(rule: CompiledOvertimeRule): string {
  const after: string[] = [];
  if (rule.daily !== undefined) after.push(`${hours(rule.daily)} in a workday`);
  if (rule.weekly !== undefined) after.push(`${after.length > 0 ? rule.weekly : hours(rule.weekly)} in a workweek`);
  const parts: string[] = [];
  if (after.length > 0) parts.push(`time and a half after ${after.join(' or ')}`);
  if (rule.dailyDoubleTime !== undefined) parts.push(`double time after ${hours(rule.dailyDoubleTime)} in a workday`);
  if (rule.premiumDays !== undefined) {
    const { afterDays, doubleTimeAfter } = rule.premiumDays;
    const days =
      afterDays === 6
        ? 'a seventh day worked in the week'
        : afterDays === 5
          ? 'a sixth or seventh day worked in the week'
          : `each day worked in the week after the first ${afterDays}`;
    parts.push(
      doubleTimeAfter === undefined
        ? `time and a half for ${days}`
        : `time and a half for ${days}, double time after ${hours(doubleTimeAfter)} that day`,
    );
  }
  return parts.join('; ');
}
