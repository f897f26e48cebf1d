import { describe, expect, it } from 'vitest';
import { TINY_LAW } from '../testing/tiny-law';
import { jurisdictionsAt } from './jurisdictions';
import { minimumWageOn } from './minimum-wage';

const nanny = { duties: 'childcare', liveIn: false } as const;
const seattle = TINY_LAW.states.WA.localities[0];

describe('minimumWageOn', () => {
  it('takes the highest minimum that covers the worker, naming whose it is and since when', () => {
    const answer = minimumWageOn(jurisdictionsAt(TINY_LAW, 'WA', seattle), nanny, '2026-03-01');
    expect(answer.minimum).toMatchObject({ hourly: 21.3, jurisdiction: 'Seattle, WA', effective: '2026-01-01' });
    expect(answer.minimum?.source.authority).toBe('Seattle Office of Labor Standards');
  });

  it('reads the rate in force on the day, and the next change already fixed', () => {
    const answer = minimumWageOn(jurisdictionsAt(TINY_LAW, 'WA'), nanny, '2025-12-31');
    expect(answer.minimum).toMatchObject({ hourly: 16.66, jurisdiction: 'Washington' });
    expect(answer.next).toMatchObject({ hourly: 17.13, effective: '2026-01-01' });
    expect(minimumWageOn(jurisdictionsAt(TINY_LAW, 'WA'), nanny, '2026-06-01').next).toBeNull();
  });

  it('falls back to the federal minimum where the state law does not reach household workers', () => {
    expect(minimumWageOn(jurisdictionsAt(TINY_LAW, 'TX'), nanny, '2026-06-01').minimum).toMatchObject({
      hourly: 7.25,
      jurisdiction: 'federal law',
    });
  });

  it('finds no minimum for a companion a family hires directly where only federal law applies', () => {
    const answer = minimumWageOn(
      jurisdictionsAt(TINY_LAW, 'TX'),
      { duties: 'companionship', liveIn: false },
      '2026-06-01',
    );
    expect(answer.minimum).toBeNull();
  });

  it('names a jurisdiction whose coverage is still a draft, and leaves it out', () => {
    const draft = { ...TINY_LAW.states.WA, minimumWage: null };
    const answer = minimumWageOn([TINY_LAW.federal, draft], nanny, '2026-06-01');
    expect(answer.minimum?.jurisdiction).toBe('federal law');
    expect(answer.unknown).toEqual(['Washington']);
  });
});

describe('a minimum the law adjusts every year', () => {
  const adjusting = {
    ...TINY_LAW.states.WA,
    minimumWage: {
      ...(TINY_LAW.states.WA.minimumWage ?? { covers: 'all' as const, excludes: [], rates: [] }),
      adjustsYearlyOn: '01-01',
    },
  };

  it('says when the day has reached an adjustment the data does not have yet, and keeps the last rate', () => {
    const answer = minimumWageOn([TINY_LAW.federal, adjusting], nanny, '2027-01-15');
    expect(answer.minimum).toMatchObject({ hourly: 17.13 });
    expect(answer.behind).toEqual([
      { jurisdiction: 'Washington', since: '2027-01-01', lastRate: expect.objectContaining({ hourly: 17.13 }) },
    ]);
  });

  it('says nothing before that day', () => {
    expect(minimumWageOn([TINY_LAW.federal, adjusting], nanny, '2026-12-31').behind).toEqual([]);
  });
});
