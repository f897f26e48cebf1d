/**
 * Worked examples from the Department of Labor's regulations and the states' own rules, computed on the real data.
 * Each case says where its figures come from: a printed example is reproduced to the cent; a rule stated in words is
 * worked by hand beside the assertion.
 */
import { describe, expect, it } from 'vitest';
import { PAY_LAW_RULES } from '../generated/pay-law-rules';
import type { Duty, StateCode } from '../core/types';
import { toHundredths } from '../hours/hundredths';
import { jurisdictionsAt } from '../rules/jurisdictions';
import { findPlace } from '../rules/places';
import { payForWeek } from '../week';

interface Case {
  state: StateCode;
  place?: string;
  rate: number;
  week: number[];
  liveIn?: boolean;
  duties?: Duty;
  date?: string;
}

function pay({ state, place, rate, week, liveIn = false, duties = 'childcare', date = '2026-03-02' }: Case) {
  const found = place === undefined ? undefined : findPlace(PAY_LAW_RULES, place, state);
  if (found !== undefined && !found.ok) throw new Error(found.message);
  const jurisdictions = jurisdictionsAt(PAY_LAW_RULES, state, found?.locality);
  return payForWeek(jurisdictions, { rate, hoursByDay: week.map(toHundredths), liveIn, duties, date });
}

describe('federal law (FLSA)', () => {
  it('29 CFR 778.110(a): a $12 hourly rate for 46 hours in a week comes to $588 (in Texas, which adds no rule of its own)', () => {
    const result = pay({ state: 'TX', rate: 12, week: [0, 10, 9, 9, 9, 9, 0] });
    expect(result.hours).toEqual({ regular: 40, overtime: 6, doubleTime: 0 });
    expect(result.gross).toBeCloseTo(588, 10);
    expect(result.deciding?.jurisdiction).toBe('federal law');
  });

  it('Fact Sheet #79D: a live-in worker is owed the minimum wage for every hour but no federal overtime (Texas, 50 hours)', () => {
    const result = pay({ state: 'TX', rate: 15, week: [0, 10, 10, 10, 10, 10, 0], liveIn: true });
    expect(result.hours).toEqual({ regular: 50, overtime: 0, doubleTime: 0 });
    expect(result.minimumWage.minimum).toMatchObject({ hourly: 7.25, jurisdiction: 'federal law' });
  });

  it('29 CFR 552.109: a companion a family hires directly is owed neither federal minimum wage nor overtime (Texas)', () => {
    const result = pay({ state: 'TX', rate: 6, week: [0, 10, 10, 10, 10, 10, 0], duties: 'companionship' });
    expect(result.hours.overtime).toBe(0);
    expect(result.minimumWage.minimum).toBeNull();
    expect(result.belowMinimum).toBe(false);
  });
});

describe('California', () => {
  it('Labor Code 1454: a personal attendant’s one 10-hour day has 1 hour at time and a half', () => {
    const result = pay({ state: 'CA', rate: 20, week: [0, 10, 0, 0, 0, 0, 0] });
    expect(result.hours).toEqual({ regular: 9, overtime: 1, doubleTime: 0 });
    // 9 × $20 + 1 × $30
    expect(result.gross).toBeCloseTo(210, 10);
  });

  it('five 10-hour days: the federal 40-hour rule gives more than the 9-and-45 rule, and it is the one applied', () => {
    const result = pay({ state: 'CA', rate: 25, week: [0, 10, 10, 10, 10, 10, 0] });
    // Federal: 10 hours past 40. California's personal-attendant rule alone: 5 (one a day).
    expect(result.hours).toEqual({ regular: 40, overtime: 10, doubleTime: 0 });
    expect(result.gross).toBeCloseTo(40 * 25 + 10 * 37.5, 10);
    expect(result.rules.map((r) => [r.rule.id, r.hours.overtime])).toEqual([
      ['flsa-40-hours', 10],
      ['ca-personal-attendant', 5],
    ]);
  });

  it('Wage Order 15: a live-out housekeeper’s 14-hour day has 4 hours at time and a half and 2 at double time', () => {
    const result = pay({ state: 'CA', rate: 20, week: [0, 14, 0, 0, 0, 0, 0], duties: 'housekeeping' });
    expect(result.hours).toEqual({ regular: 8, overtime: 4, doubleTime: 2 });
  });

  it('the minimum wage on 2 March 2026 is $16.90, set by the state', () => {
    expect(pay({ state: 'CA', rate: 16, week: [0, 8, 8, 8, 8, 8, 0] })).toMatchObject({
      belowMinimum: true,
      minimumWage: { minimum: { hourly: 16.9, jurisdiction: 'California', effective: '2026-01-01' } },
    });
  });
});

describe('New York (Domestic Workers’ Bill of Rights)', () => {
  it('a live-in worker’s 46-hour week has 2 hours past 44 at time and a half', () => {
    const result = pay({ state: 'NY', rate: 20, week: [0, 10, 9, 9, 9, 9, 0], liveIn: true });
    expect(result.hours).toEqual({ regular: 44, overtime: 2, doubleTime: 0 });
    expect(result.deciding?.rule.id).toBe('ny-domestic-live-in');
  });

  it('a worker who gives up the weekly day of rest is paid the overtime rate for it, even under 40 hours', () => {
    const result = pay({ state: 'NY', rate: 20, week: [6, 6, 6, 6, 6, 6, 6] });
    expect(result.hours).toEqual({ regular: 36, overtime: 6, doubleTime: 0 });
  });

  it('New York City’s minimum wage is $17.00 in 2026, above the rest of the state’s $16.00', () => {
    expect(pay({ state: 'NY', place: 'Brooklyn, NY', rate: 16.5, week: [0, 8, 8, 8, 8, 8, 0] })).toMatchObject({
      belowMinimum: true,
      minimumWage: { minimum: { hourly: 17, jurisdiction: 'New York City, NY' } },
    });
    expect(pay({ state: 'NY', rate: 16.5, week: [0, 8, 8, 8, 8, 8, 0] }).belowMinimum).toBe(false);
  });
});

describe('other states and cities', () => {
  it('Minnesota: 48 hours a week, for live-in workers too', () => {
    expect(pay({ state: 'MN', rate: 20, week: [0, 10, 10, 10, 10, 10, 0], liveIn: true }).hours).toEqual({
      regular: 48,
      overtime: 2,
      doubleTime: 0,
    });
    // Living out, federal law's 40 hours gives more.
    expect(pay({ state: 'MN', rate: 20, week: [0, 10, 10, 10, 10, 10, 0] }).hours.overtime).toBe(10);
  });

  it('Massachusetts: 40 hours a week for a live-in worker, who has no federal overtime', () => {
    expect(pay({ state: 'MA', rate: 20, week: [0, 9, 9, 9, 9, 9, 0], liveIn: true }).hours.overtime).toBe(5);
  });

  it('Colorado: a live-out worker’s hours past 12 in a day are overtime', () => {
    expect(pay({ state: 'CO', rate: 20, week: [0, 14, 0, 0, 0, 0, 0] }).hours).toEqual({
      regular: 12,
      overtime: 2,
      doubleTime: 0,
    });
  });

  it('Seattle: $21.30 an hour in 2026, above Washington’s $17.13', () => {
    expect(pay({ state: 'WA', place: 'Seattle, WA', rate: 20, week: [0, 8, 8, 8, 8, 8, 0] })).toMatchObject({
      belowMinimum: true,
      minimumWage: { minimum: { hourly: 21.3, jurisdiction: 'Seattle, WA', effective: '2026-01-01' } },
    });
  });

  it('Chicago: the rate changes on 1 July, and the next one is named', () => {
    const result = pay({
      state: 'IL',
      place: 'Chicago, IL',
      rate: 17,
      week: [0, 8, 8, 8, 8, 8, 0],
      date: '2026-06-30',
    });
    expect(result.minimumWage.minimum).toMatchObject({ hourly: 16.6, effective: '2025-07-01' });
    expect(result.minimumWage.next).toMatchObject({ hourly: 17.05, effective: '2026-07-01' });
  });
});
