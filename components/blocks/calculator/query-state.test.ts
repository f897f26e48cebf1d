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
    const { state, ignored } = readQuery('?state=NY&stateW4.allowances=2&stateW4.password=x&stateW4.residence=%3Cscript%3E', STATES, DEFAULT_STATE);
    expect(state.stateW4).toEqual({ allowances: '2' });
    expect(ignored).toEqual(['stateW4.password', 'stateW4.residence']);
  });

  it('keeps the certificate out of a Budget link, where it does not count', () => {
    expect(writeQuery({ ...DEFAULT_STATE, state: 'NY', stateW4: { allowances: '2' } })).not.toContain('stateW4');
  });
});
