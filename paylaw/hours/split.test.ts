import { describe, expect, it } from 'vitest';
import type { CompiledOvertimeRule } from '../core/types';
import { combineSplits, splitByRule } from './split';

const h = (...days: number[]) => days.map((d) => Math.round(d * 100));
const inHours = (s: { regular: number; overtime: number; doubleTime: number }) => ({
  regular: s.regular / 100,
  overtime: s.overtime / 100,
  doubleTime: s.doubleTime / 100,
});

const federal: CompiledOvertimeRule = { id: 'flsa', applies: {}, weekly: 40 };
const caAttendant: CompiledOvertimeRule = { id: 'ca-pa', applies: {}, daily: 9, weekly: 45 };
const caLiveOut: CompiledOvertimeRule = {
  id: 'ca-wo15',
  applies: {},
  daily: 8,
  dailyDoubleTime: 12,
  weekly: 40,
  premiumDays: { afterDays: 6, doubleTimeAfter: 8 },
};
const nyDayOfRest: CompiledOvertimeRule = { id: 'ny', applies: {}, weekly: 40, premiumDays: { afterDays: 6 } };

describe('splitByRule', () => {
  it('puts the hours past 40 in a week at time and a half (federal)', () => {
    expect(inHours(splitByRule(h(0, 9, 9, 9, 9, 9, 0), federal))).toEqual({ regular: 40, overtime: 5, doubleTime: 0 });
  });

  it('counts a personal attendant’s tenth hour of a day as overtime, and the week’s hours past 45', () => {
    // One 10-hour day: 1 daily overtime hour.
    expect(inHours(splitByRule(h(0, 10, 0, 0, 0, 0, 0), caAttendant))).toEqual({
      regular: 9,
      overtime: 1,
      doubleTime: 0,
    });
    // Five 10-hour days: 5 daily overtime hours; the 45 straight-time hours left reach, not pass, 45.
    expect(inHours(splitByRule(h(0, 10, 10, 10, 10, 10, 0), caAttendant))).toEqual({
      regular: 45,
      overtime: 5,
      doubleTime: 0,
    });
    // Six 9-hour days: no daily overtime, 9 hours past 45.
    expect(inHours(splitByRule(h(0, 9, 9, 9, 9, 9, 9), caAttendant))).toEqual({
      regular: 45,
      overtime: 9,
      doubleTime: 0,
    });
  });

  it('does not count a day’s overtime hours again toward the week', () => {
    // 12 + 8×4 = 44 hours: 4 daily overtime hours, 40 straight-time hours, so no weekly overtime on top.
    expect(inHours(splitByRule(h(0, 12, 8, 8, 8, 8, 0), caLiveOut))).toEqual({
      regular: 40,
      overtime: 4,
      doubleTime: 0,
    });
  });

  it('pays double after 12 hours in a day and on the seventh day past 8 (California, live-out)', () => {
    expect(inHours(splitByRule(h(0, 14, 0, 0, 0, 0, 0), caLiveOut))).toEqual({
      regular: 8,
      overtime: 4,
      doubleTime: 2,
    });
    // Seven days of 9: days 1-6 give 8 regular + 1 overtime each (48 straight-time → 40 + 8 more overtime),
    // day 7 is 8 at time and a half and 1 at double.
    expect(inHours(splitByRule(h(9, 9, 9, 9, 9, 9, 9), caLiveOut))).toEqual({
      regular: 40,
      overtime: 22,
      doubleTime: 1,
    });
  });

  it('pays the seventh day worked at the overtime rate where the day of rest is paid so (New York)', () => {
    expect(inHours(splitByRule(h(4, 6, 6, 6, 6, 6, 4), nyDayOfRest))).toEqual({
      regular: 34,
      overtime: 4,
      doubleTime: 0,
    });
  });

  it('keeps fractions of an hour exact', () => {
    expect(inHours(splitByRule(h(0, 8.25, 8.25, 8.25, 8.25, 8.25, 0), federal))).toEqual({
      regular: 40,
      overtime: 1.25,
      doubleTime: 0,
    });
  });
});

describe('combineSplits', () => {
  it('gives the worker the most protective result, not the sum', () => {
    // Five 10-hour days in California: federal says 10 overtime hours, the personal-attendant rule 5.
    const days = h(0, 10, 10, 10, 10, 10, 0);
    const combined = combineSplits(5000, [splitByRule(days, federal), splitByRule(days, caAttendant)]);
    expect(inHours(combined)).toEqual({ regular: 40, overtime: 10, doubleTime: 0 });
  });

  it('keeps every double-time hour any rule gives', () => {
    const days = h(0, 14, 8, 8, 8, 8, 0);
    const combined = combineSplits(4600, [splitByRule(days, federal), splitByRule(days, caLiveOut)]);
    // Federal: 6 overtime; California: 4 overtime and 2 double. Together: 2 double and 4 more at a premium.
    expect(inHours(combined)).toEqual({ regular: 40, overtime: 4, doubleTime: 2 });
  });

  it('leaves every hour regular when no rule applies', () => {
    expect(inHours(combineSplits(6000, []))).toEqual({ regular: 60, overtime: 0, doubleTime: 0 });
  });
});
