import { describe, expect, it } from 'vitest';
import schema from '../schema/pay-law.schema.json';
import { STATE_CODES } from '../core/state-codes';
import { validatePayLaw, type PayLawFileInput } from './validate';

const official = (url: string) => new URL(url).hostname.endsWith('.gov');
const src = {
  authority: 'U.S. Department of Labor',
  title: 'Fact Sheet',
  url: 'https://www.dol.gov/x',
  checked: '2026-11-27',
  kind: 'primary',
};
const text = (source = 'us') => ({ text: 'Plain words for a family about the rule in force.', source });

const federal = (): PayLawFileInput => ({
  file: 'paylaw/data/federal.json',
  data: {
    jurisdiction: 'US',
    name: 'Federal law',
    sources: { us: src },
    minimumWage: {
      coverage: { covers: 'all', ...text() },
      rates: [{ from: '2009-07-24', hourly: 7.25, source: 'us' }],
    },
    overtime: { summary: text(), rules: [{ id: 'flsa', applies: {}, weekly: 40, ...text() }] },
    domesticService: text(),
    liveIn: text(),
    companionship: [text()],
    regularRate: text(),
  },
});

function state(code: string, changes: Record<string, unknown> = {}): PayLawFileInput {
  return {
    file: `paylaw/data/states/${code}.json`,
    data: {
      jurisdiction: code,
      name: `State ${code}`,
      sources: { s: { ...src, authority: 'State Labor Department' } },
      minimumWage: { coverage: { covers: 'none', ...text('s') }, rates: [] },
      overtime: { summary: text('s'), rules: [] },
      dayOfRest: { applies: false, ...text('s') },
      sickLeave: { applies: false, ...text('s') },
      writtenAgreement: { applies: false, ...text('s') },
      ...changes,
    },
  };
}

const all = (changed: PayLawFileInput) =>
  STATE_CODES.map((code) => (changed.file.endsWith(`/${code}.json`) ? changed : state(code)));
const problems = (changed: PayLawFileInput) => {
  const result = validatePayLaw(federal(), all(changed), official);
  return result.ok ? [] : result.errors;
};

describe('validatePayLaw', () => {
  it('accepts a complete, consistent set of files and lists its drafts', () => {
    const draft = state('TX', { dayOfRest: { applies: false, ...text('s'), verified: false } });
    const result = validatePayLaw(federal(), all(draft), official);
    expect(result.ok && result.value.drafts).toEqual([{ file: 'paylaw/data/states/TX.json', pointer: '/dayOfRest' }]);
  });

  it('names a missing state', () => {
    const result = validatePayLaw(
      federal(),
      all(state('TX')).filter((f) => !f.file.endsWith('/WY.json')),
      official,
    );
    expect(result.ok ? [] : result.errors).toEqual([
      expect.objectContaining({ message: expect.stringContaining('no pay-law file for WY') }),
    ]);
  });

  it('refuses a source on a host that is not the authority’s, and a research note in a visitor text', () => {
    const bad = state('TX', {
      sources: {
        s: { ...src, url: 'https://www.paycor.com/minimum-wage', kind: 'secondary', reason: 'Read in a vendor table.' },
      },
      sickLeave: {
        applies: false,
        text: 'Texas has no such law, as the stored copy of the agency page shows.',
        source: 's',
      },
    });
    expect(problems(bad)).toEqual([
      expect.objectContaining({
        pointer: '/sources/s/url',
        message: expect.stringContaining("not the authority's own address"),
      }),
      expect.objectContaining({
        pointer: '/sickLeave/text',
        message: expect.stringContaining('reads as a research note'),
      }),
    ]);
  });

  it('refuses an unknown or uncited source', () => {
    const bad = state('TX', {
      sources: { s: { ...src }, unused: { ...src } },
      dayOfRest: { applies: false, ...text('nope') },
    });
    expect(problems(bad).map((p) => p.pointer)).toEqual(['/dayOfRest/source', '/sources/unused']);
  });

  it('refuses rates out of date order, and a first rate that starts after 1 January 2025', () => {
    const bad = state('TX', {
      minimumWage: {
        coverage: { covers: 'all', ...text('s') },
        rates: [
          { from: '2025-02-01', hourly: 10, source: 's' },
          { from: '2025-01-15', hourly: 11, source: 's' },
        ],
      },
    });
    expect(problems(bad).map((p) => p.pointer)).toEqual(['/minimumWage/rates/0/from', '/minimumWage/rates/1/from']);
  });

  it('refuses an overtime rule without a threshold, or with double time before overtime', () => {
    const bad = state('TX', {
      overtime: {
        summary: text('s'),
        rules: [
          { id: 'tx-a', applies: {}, ...text('s') },
          { id: 'tx-b', applies: {}, daily: 10, dailyDoubleTime: 8, ...text('s') },
        ],
      },
    });
    expect(problems(bad).map((p) => p.pointer)).toEqual(['/overtime/rules/0', '/overtime/rules/1/dailyDoubleTime']);
  });

  it('refuses a place name that would find two places', () => {
    const place = (id: string, names: string[]) => ({
      id,
      name: id,
      names,
      minimumWage: { coverage: { covers: 'all', ...text('s') }, rates: [] },
    });
    const bad = state('TX', {
      localities: [place('austin', ['Austin', 'City of Austin']), place('travis', ['Travis County', 'austin'])],
    });
    const spellings = state('MN', { localities: [place('saint-paul', ['Saint Paul', 'St. Paul'])] });
    expect(problems(spellings)).toEqual([]);
    expect(problems(bad)).toEqual([
      expect.objectContaining({
        pointer: '/localities/1/names/1',
        message: expect.stringContaining('already names austin'),
      }),
    ]);
  });

  it('reports schema errors by pointer, naming the unknown field', () => {
    const bad = state('TX', { overtme: {} });
    expect(problems(bad)).toContainEqual(
      expect.objectContaining({ pointer: '', message: 'must NOT have additional properties: "overtme"' }),
    );
  });

  it('lists the same states as the schema', () => {
    expect([...STATE_CODES].sort()).toEqual([...schema.$defs.stateCode.enum].sort());
  });
});
