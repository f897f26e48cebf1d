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
      'mode=budget&state=NY&payFrequency=weekly&rate=22&regularHours=40&overtimeHours=0',
    );
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
