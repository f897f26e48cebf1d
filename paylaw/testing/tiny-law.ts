/**
 * A small made-up body of pay law for unit tests: federal law, two states and one city, with rules shaped like the
 * real ones, so a test reads its own figures here rather than depending on the data's current values.
 */
import type { CompiledJurisdiction, CompiledPayLaw, CompiledState } from '../core/types';
import { STATE_CODES } from '../core/state-codes';

const source = (authority: string) => ({ authority, title: 'Test rule', url: 'https://www.example.gov/rule' });

export const FEDERAL: CompiledJurisdiction = {
  key: 'US',
  name: 'federal law',
  minimumWage: {
    covers: 'some',
    excludes: [{ duties: ['companionship'] }],
    rates: [{ from: '2009-07-24', hourly: 7.25, source: source('U.S. Department of Labor') }],
  },
  overtime: [
    { id: 'flsa', applies: { duties: ['childcare', 'personalAttendant', 'housekeeping'], liveIn: false }, weekly: 40 },
  ],
};

const empty = (code: CompiledState['code']): CompiledState => ({
  key: code,
  code,
  name: code,
  minimumWage: { covers: 'none', excludes: [], rates: [] },
  overtime: [],
  localities: [],
});

const WASHINGTON: CompiledState = {
  key: 'WA',
  code: 'WA',
  name: 'Washington',
  minimumWage: {
    covers: 'all',
    excludes: [],
    rates: [
      { from: '2025-01-01', hourly: 16.66, source: source('Washington L&I') },
      { from: '2026-01-01', hourly: 17.13, source: source('Washington L&I') },
    ],
  },
  overtime: [],
  localities: [
    {
      key: 'WA/seattle',
      id: 'seattle',
      name: 'Seattle, WA',
      names: ['Seattle'],
      replacesStateRate: false,
      minimumWage: {
        covers: 'all',
        excludes: [],
        rates: [
          { from: '2025-01-01', hourly: 20.76, source: source('Seattle Office of Labor Standards') },
          { from: '2026-01-01', hourly: 21.3, source: source('Seattle Office of Labor Standards') },
        ],
      },
      overtime: [],
    },
  ],
};

const NEW_YORK: CompiledState = {
  ...empty('NY'),
  name: 'New York',
  minimumWage: {
    covers: 'all',
    excludes: [],
    rates: [
      { from: '2025-01-01', hourly: 15.5, source: source('New York State Department of Labor') },
      { from: '2026-01-01', hourly: 16, source: source('New York State Department of Labor') },
    ],
  },
  overtime: [
    { id: 'ny-live-out', applies: { liveIn: false }, weekly: 40, premiumDays: { afterDays: 6 } },
    { id: 'ny-live-in', applies: { liveIn: true }, weekly: 44, premiumDays: { afterDays: 6 } },
  ],
  localities: [
    {
      key: 'NY/new-york-city',
      id: 'new-york-city',
      name: 'New York City, NY',
      names: ['New York', 'New York City', 'Brooklyn', 'St. George'],
      replacesStateRate: false,
      minimumWage: {
        covers: 'all',
        excludes: [],
        rates: [
          { from: '2025-01-01', hourly: 16.5, source: source('New York State Department of Labor') },
          { from: '2026-01-01', hourly: 17, source: source('New York State Department of Labor') },
        ],
      },
      overtime: [],
    },
  ],
};

export const TINY_LAW: CompiledPayLaw = {
  federal: FEDERAL,
  states: Object.fromEntries(
    STATE_CODES.map((code) => [code, code === 'WA' ? WASHINGTON : code === 'NY' ? NEW_YORK : empty(code)]),
  ) as CompiledPayLaw['states'],
};
