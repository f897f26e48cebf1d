import { describe, expect, it } from 'vitest';
import { calculatePayroll, LATEST_SHIPPED_TAX_YEAR, stateGuideFacts } from '@/tax';
import type { StateGuideNotes } from '@/schemas/generated/config-types';
import { anchorsIn, makeContext, renderBlock, textOf } from '../test-utils';
import { dollars, percent } from './format';

const source = (title: string, kind: 'primary' | 'secondary' = 'primary') => ({
  title,
  url: `https://agency.example.gov/${title.toLowerCase().replace(/\W+/g, '-')}`,
  checked: '2026-11-25',
  kind,
  ...(kind === 'secondary' ? { reason: 'The agency’s own page could not be read.' } : {}),
});

const notes = (state: string, name: string, extra: Partial<StateGuideNotes> = {}): StateGuideNotes => ({
  state: state as StateGuideNotes['state'],
  lead: `Families in ${name} register with the state before the first quarter they owe its unemployment tax.`,
  registration: {
    unemployment: {
      text: `Open an unemployment account with the ${name} labor department online.`,
      source: source(`${name} UI registration`),
    },
    newHire: {
      text: 'Report your new caregiver within twenty days of the first day of work.',
      source: source(`${name} new hire`, 'secondary'),
    },
  },
  filing: {
    unemployment: {
      text: 'File a wage report and pay each quarter, by the last day of the month after it.',
      source: source(`${name} quarterly report`),
    },
  },
  ...extra,
});

const shared = {
  'state-guides': {
    texas: notes('TX', 'Texas'),
    'new-york': notes('NY', 'New York', {
      registration: {
        unemployment: {
          text: 'Register as a household employer with the Department of Labor (form NYS-100H).',
          source: source('NY household registration'),
        },
        withholding: {
          text: 'Open a withholding account only if you and your employee agree to withhold.',
          source: source('NY withholding'),
        },
        newHire: {
          text: 'Report your new caregiver to the New York State new hire program within twenty days.',
          source: source('NY new hire'),
        },
      },
      notes: [
        {
          heading: 'Domestic Workers’ Bill of Rights',
          text: 'Overtime after forty hours a week, and a day of rest each week.',
          source: source('NY domestic workers'),
        },
      ],
    }),
  },
};

const block = (state: string, slug: string) =>
  ({
    type: 'state-guide',
    state,
    notes: slug,
    exampleWeeklyWage: 800,
    federalFiling: 'You report Social Security and Medicare once a year on Schedule H with your own Form 1040.',
  }) as const;

const render = (state: string, slug: string) =>
  renderBlock(
    block(state, slug),
    makeContext({
      shared,
      page: {
        title: `${state} guide title`,
        description: 'A guide to household employment taxes in one state.',
        canonicalPath: `/nanny-taxes/${slug}`,
      },
    }),
  );

describe('StateGuideBlock', () => {
  it('shows the tax data’s own figures for the state, with their sources', () => {
    const html = render('NY', 'new-york');
    const text = textOf(html);
    const facts = stateGuideFacts(LATEST_SHIPPED_TAX_YEAR, 'NY');
    if (!facts) throw new Error('no New York data');
    const { wageBase, newEmployerRate } = facts.unemployment;
    if (wageBase.value === null || newEmployerRate.value === null) throw new Error('New York has both figures');
    expect(text).toContain(
      `${percent(newEmployerRate.value)} for a new employer on the first ${dollars(wageBase.value)}`,
    );
    for (const program of facts.programs)
      if (program.rate !== null) expect(text).toContain(`${percent(program.rate)} of wages`);
    expect(text).toContain(`Once you pay ${dollars(facts.federal.futaQuarterThreshold.value)} or more`);
    // Every local tax the calculator takes in New York is named.
    for (const label of Object.values(facts.state.residences)) expect(text).toContain(label);
    const sources = anchorsIn(html).filter((anchor) => anchor.tag.includes('rel="external'));
    expect(sources.map((anchor) => anchor.text)).toContain(wageBase.source?.title);
    expect(text).toContain('Domestic Workers’ Bill of Rights');
  });

  it('says so when a source is not the agency’s own, and dates every fact it cites', () => {
    const text = textOf(render('TX', 'texas'));
    expect(text).toContain('Source (not the agency’s own publication): Texas new hire, checked November 25, 2026.');
    expect(text).toContain('Source: Texas UI registration, checked November 25, 2026.');
  });

  it('has no income tax to withhold in a state without one, and no withholding account to open', () => {
    const text = textOf(render('TX', 'texas'));
    expect(text).toContain('Texas does not tax wages, so there is no state income tax to withhold');
    expect(text).not.toContain('withholding account');
    expect(text).not.toContain('Texas income tax');
  });

  it('works the example through the tax engine and links it into the calculator with the same inputs', () => {
    const html = render('NY', 'new-york');
    const outcome = calculatePayroll({
      taxYear: LATEST_SHIPPED_TAX_YEAR,
      state: 'NY',
      payFrequency: 'weekly',
      grossPay: 800,
    });
    if (!outcome.ok) throw new Error('the engine refused the example');
    const text = textOf(html);
    expect(text).toContain(
      `Take-home pay ${dollars(outcome.value.perPeriod.employee.netPay)} ${dollars(outcome.value.annual.employee.netPay)}`,
    );
    expect(text).toContain(`Your total cost ${dollars(outcome.value.perPeriod.employer.totalCost)}`);
    const hrefs = anchorsIn(html).map((anchor) => anchor.href);
    expect(hrefs).toContain('/nanny-tax-calculator?state=NY&payFrequency=weekly&grossPay=800');
  });

  it('describes the page to search engines as an Article about the state', () => {
    const html = render('NY', 'new-york');
    const json = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json ?? '{}')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'NY guide title',
      dateModified: '2026-11-25',
      mainEntityOfPage: 'http://localhost:3000/nanny-taxes/new-york',
      about: { name: 'New York' },
    });
  });

  it('refuses notes written for another state', () => {
    expect(() => render('NY', 'texas')).toThrow(/notes "texas" are for TX/);
  });
});
