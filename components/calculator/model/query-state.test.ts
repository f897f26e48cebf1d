import { describe, expect, it } from 'vitest';
import { DEFAULT_STATE, readQuery, writeQuery } from './query-state';

const STATES = ['NY', 'TX'];

describe('the shareable link', () => {
  it('round-trips a Paycheck calculation with the state certificate', () => {
    const state = {
      ...DEFAULT_STATE,
      mode: 'paycheck' as const,
      state: 'NY',
      payBasis: 'perPeriod' as const,
      grossPay: '1000',
      withholdFederalIncomeTax: true,
      stateW4: { filingStatus: 'married', allowances: '2', residence: 'newYorkCity' },
    };
    const query = writeQuery(state);
    expect(query).toContain('stateW4.residence=newYorkCity');
    expect(readQuery(`?${query}`, STATES, DEFAULT_STATE)).toEqual({ state, ignored: [] });
  });

  it('leaves out certificate fields the engine does not know, and values no form takes, naming them', () => {
    const { state, ignored } = readQuery(
      '?state=NY&stateW4.allowances=2&stateW4.password=x&stateW4.residence=%3Cscript%3E',
      STATES,
      DEFAULT_STATE,
    );
    expect(state.stateW4).toEqual({ allowances: '2' });
    expect(ignored).toEqual(['stateW4.password', 'stateW4.residence']);
  });

  it('carries the same inputs in a Budget link as in a Paycheck one', () => {
    const inputs = {
      ...DEFAULT_STATE,
      state: 'NY',
      withholdFederalIncomeTax: true,
      filingStatus: 'mfj' as const,
      stateW4: { allowances: '2' },
    };
    const budget = writeQuery({ ...inputs, mode: 'budget' });
    expect(budget).toBe(writeQuery({ ...inputs, mode: 'paycheck' }).replace('mode=paycheck', 'mode=budget'));
    expect(readQuery(budget, STATES, DEFAULT_STATE).state).toEqual({ ...inputs, mode: 'budget' });
  });
  it('leaves the W-4 out of the link while the family has not said the caregiver asked for withholding', () => {
    expect(writeQuery({ ...DEFAULT_STATE, state: 'NY', filingStatus: 'mfj', step3: '2000' })).toBe(
      'mode=budget&state=NY&payFrequency=weekly&rate=22&hoursByDay=0,8,8,8,8,8,0',
    );
  });
});

describe('the week in the link', () => {
  it('round-trips each day’s hours, live-in, the duties and the place', () => {
    const state = {
      ...DEFAULT_STATE,
      state: 'NY',
      hoursByDay: ['', '10', '9', '9', '9', '9', '4.5'],
      liveIn: true,
      duties: 'personalAttendant' as const,
      place: 'Brooklyn, NY',
    };
    const query = writeQuery(state);
    expect(query).toContain('hoursByDay=0,10,9,9,9,9,4.5&liveIn=true&duties=personalAttendant&place=Brooklyn,+NY');
    expect(readQuery(query, STATES, DEFAULT_STATE)).toEqual({ state, ignored: [] });
  });

  it('keeps the split an older link gives (rate and regular hours), and reads a guide’s week', () => {
    expect(readQuery('state=NY&rate=25&regularHours=45', STATES, DEFAULT_STATE).state).toMatchObject({
      payBasis: 'hourly',
      hoursMode: 'split',
      regularHours: '45',
    });
    expect(readQuery('state=TX&hoursByDay=0,9,9,9,9,9,0', STATES, DEFAULT_STATE).state).toMatchObject({
      payBasis: 'hourly',
      hoursMode: 'week',
      hoursByDay: ['', '9', '9', '9', '9', '9', ''],
    });
  });

  it('leaves out a week that is not seven numbers, a place that is not a name, and names them', () => {
    const { state, ignored } = readQuery(
      'state=NY&hoursByDay=8,8,8&duties=gardening&place=%3Cb%3E',
      STATES,
      DEFAULT_STATE,
    );
    expect(state.hoursByDay).toEqual(DEFAULT_STATE.hoursByDay);
    expect(ignored).toEqual(['hoursByDay', 'duties', 'place']);
  });
});

describe('the year in the link', () => {
  it('round-trips the pay date, and reads a year alone as this day of that year', () => {
    const state = { ...DEFAULT_STATE, state: 'NY', payDate: '2025-03-14' };
    expect(writeQuery(state)).toContain('payDate=2025-03-14');
    expect(readQuery(writeQuery(state), STATES, DEFAULT_STATE).state.payDate).toBe('2025-03-14');
    expect(readQuery('taxYear=2025', STATES, { ...DEFAULT_STATE, payDate: '2026-11-24' }).state.payDate).toBe(
      '2025-11-24',
    );
    expect(
      readQuery('taxYear=2025&payDate=2025-01-02', STATES, { ...DEFAULT_STATE, payDate: '2026-11-24' }).state.payDate,
    ).toBe('2025-01-02');
    expect(readQuery('payDate=tomorrow', STATES, DEFAULT_STATE).ignored).toEqual(['payDate']);
  });
});
