import { describe, expect, it } from 'vitest';
import { calculatePayroll } from '../engine/payroll';

const base = { taxYear: 2026, state: 'CA', payFrequency: 'weekly', payDate: '2026-03-06' } as const;
const errorsOf = (input: unknown) => {
  const outcome = calculatePayroll(input);
  return outcome.ok ? [] : outcome.errors;
};

describe('hourly pay by the day (hourly.hoursByDay)', () => {
  it('splits a 45-hour California week under federal law: $1,187.50, not $1,125', () => {
    const outcome = calculatePayroll({ ...base, hourly: { rate: 25, hoursByDay: [0, 9, 9, 9, 9, 9, 0] } });
    expect(outcome.ok && outcome.value.perPeriod).toMatchObject({
      grossPay: 1187.5,
      hours: { regular: 40, overtime: 5, doubleTime: 0 },
      regularRate: 25,
    });
    expect(outcome.ok && outcome.value.minimumWage).toMatchObject({
      hourly: 16.9,
      jurisdiction: 'California',
      effective: '2026-01-01',
    });
  });

  it('repeats the week for a longer pay period, hours and pay alike', () => {
    const outcome = calculatePayroll({
      ...base,
      payFrequency: 'biweekly',
      hourly: { rate: 25, hoursByDay: [0, 9, 9, 9, 9, 9, 0] },
    });
    expect(outcome.ok && outcome.value.perPeriod.grossPay).toBe(2375);
    expect(outcome.ok && outcome.value.perPeriod.hours).toEqual({ regular: 80, overtime: 10, doubleTime: 0 });
    expect(outcome.ok && outcome.value.annual.hours).toEqual({ regular: 2080, overtime: 260, doubleTime: 0 });
  });

  it('says when the rate is below the minimum wage, naming it and the place', () => {
    const outcome = calculatePayroll({ ...base, hourly: { rate: 5, hoursByDay: [0, 8, 8, 8, 8, 8, 0] } });
    expect(outcome.ok && outcome.value.notes).toContainEqual(
      expect.stringContaining(
        'The hourly rate, $5, is below the minimum wage that applies: $16.90 an hour in California',
      ),
    );
  });

  it('names every problem with its path', () => {
    expect(errorsOf({ ...base, hourly: { rate: 25, hoursByDay: [8, 8, 8] } })).toEqual([
      { path: 'hourly.hoursByDay', message: expect.stringContaining('must be seven numbers') },
    ]);
    expect(errorsOf({ ...base, hourly: { rate: 25, hoursByDay: [0, 25, 8, 8, 8, 'x', 0] } })).toEqual([
      { path: 'hourly.hoursByDay.1', message: "Monday's hours must be from 0 to 24, got 25" },
      { path: 'hourly.hoursByDay.5', message: 'Friday\'s hours must be a number, got "x"' },
    ]);
    expect(errorsOf({ ...base, hourly: { rate: 25, hoursByDay: [0, 8, 8, 8, 8, 8, 0], regularHours: 40 } })).toEqual([
      { path: 'hourly.regularHours', message: expect.stringContaining('not both') },
    ]);
    expect(errorsOf({ ...base, hourly: { rate: 25, hoursByDay: [0, 8, 8, 8, 8, 8, 0], duties: 'gardening' } })).toEqual(
      [
        {
          path: 'hourly.duties',
          message: expect.stringContaining('must be one of childcare, personalAttendant, housekeeping, companionship'),
        },
      ],
    );
    expect(
      errorsOf({ ...base, payFrequency: 'daily', hourly: { rate: 25, hoursByDay: [0, 8, 8, 8, 8, 8, 0] } }),
    ).toEqual([{ path: 'hourly.hoursByDay', message: expect.stringContaining('a daily payroll pays one day') }]);
  });

  it('keeps the regular and overtime hours a family gives, and says when the regular hours pass 40 a week', () => {
    const outcome = calculatePayroll({ ...base, hourly: { rate: 25, regularHours: 45 } });
    expect(outcome.ok && outcome.value.perPeriod.grossPay).toBe(1125);
    expect(outcome.ok && outcome.value.perPeriod.hours).toEqual({ regular: 45, overtime: 0, doubleTime: 0 });
    expect(outcome.ok && outcome.value.notes).toContainEqual(
      expect.stringContaining(
        'The regular hours come to 45 a week, more than the 40 after which federal law requires time and a half',
      ),
    );
  });

  it('reads the minimum wage on 1 January when no pay date is given, and says when it changes', () => {
    const outcome = calculatePayroll({
      taxYear: 2025,
      state: 'CA',
      payFrequency: 'weekly',
      hourly: { rate: 20, hoursByDay: [0, 8, 8, 8, 8, 8, 0] },
    });
    expect(outcome.ok && outcome.value.minimumWage?.hourly).toBe(16.5);
    expect(outcome.ok && outcome.value.notes).toContainEqual(
      'The minimum wage becomes $16.90 an hour in California on 1 January 2026; give payDate for a pay from that day.',
    );
  });
});
