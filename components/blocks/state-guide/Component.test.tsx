import { afterEach, describe, expect, it, vi } from 'vitest';
import { calculatePayroll, LATEST_SHIPPED_TAX_YEAR, stateGuideFacts } from '@/tax';
import { PAY_LAW_RULES, type CompiledPayLaw } from '@/paylaw';
import type { PayLawTexts } from '@/paylaw/core/texts';
import { PAY_LAW_TEXTS } from '@/paylaw/generated/pay-law-texts';
import type { StateGuideNotes } from '@/schemas/generated/config-types';
import { longDate } from '@/components/ui/calendar-date';
import { anchorsIn, makeContext, renderBlock, textOf } from '../test-utils';
import { dollars, percent, cents } from './format';

// Two states made up for the paths real data may not take: Texas with none of its pay law known yet, Wyoming with a
// minimum wage law that leaves household workers out. Every other state is the data as it is.
vi.mock('@/paylaw/generated/pay-law-texts', async (importOriginal) => {
  const { PAY_LAW_TEXTS: texts } = await importOriginal<{ PAY_LAW_TEXTS: PayLawTexts }>();
  const law = {
    authority: 'Wyoming Legislature',
    title: 'Wyoming Statutes 27-4-202',
    url: 'https://wyoleg.gov/27-4-202',
  };
  return {
    PAY_LAW_TEXTS: {
      ...texts,
      states: {
        ...texts.states,
        TX: {
          code: 'TX',
          name: 'TX',
          minimumWage: { coverage: null, rates: [], adjustsYearly: null },
          overtime: { summary: null, rules: {} },
          dayOfRest: null,
          sickLeave: null,
          writtenAgreement: null,
          localities: [],
        },
        WY: {
          code: 'WY',
          name: 'Wyoming',
          minimumWage: {
            coverage: { text: 'Wyoming’s minimum wage law leaves out household workers.', source: law },
            rates: [],
            adjustsYearly: null,
          },
          overtime: { summary: { text: 'Wyoming has no overtime law of its own.', source: law }, rules: {} },
          dayOfRest: { applies: false, text: 'Wyoming sets no day of rest.', source: law },
          sickLeave: { applies: false, text: 'Wyoming has no paid sick leave law.', source: law },
          writtenAgreement: { applies: false, text: 'Wyoming asks for no written agreement.', source: law },
          localities: [],
        },
      },
    } satisfies PayLawTexts,
  };
});
vi.mock('@/paylaw/generated/pay-law-rules', async (importOriginal) => {
  const { PAY_LAW_RULES: rules } = await importOriginal<{ PAY_LAW_RULES: CompiledPayLaw }>();
  const none = (code: 'TX' | 'WY', minimumWage: CompiledPayLaw['federal']['minimumWage']) => ({
    key: code,
    code,
    name: code,
    minimumWage,
    overtime: [],
    localities: [],
  });
  return {
    PAY_LAW_RULES: {
      ...rules,
      states: {
        ...rules.states,
        TX: none('TX', null),
        WY: none('WY', { covers: 'none', excludes: [], rates: [] }),
      },
    } satisfies CompiledPayLaw,
  };
});

const source = (title: string, kind: 'primary' | 'secondary' = 'primary') => ({
  title,
  url: `https://agency.example.gov/${title.toLowerCase().replace(/\W+/g, '-')}`,
  checked: '2026-11-25',
  kind,
  ...(kind === 'secondary'
    ? {
        reason: 'The agency’s own page could not be read.',
        cite: {
          authority: 'Office of the Attorney General',
          title: 'Employer New Hire Reporting',
          url: 'https://agency.example.gov/employer-new-hire-reporting',
        },
      }
    : {}),
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
    california: notes('CA', 'California'),
    wyoming: notes('WY', 'Wyoming'),
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

  it('cites the authority’s own publication for every fact, never the copy that was read', () => {
    const html = render('TX', 'texas');
    const text = textOf(html);
    expect(text).toContain('Source: Office of the Attorney General, Employer New Hire Reporting.');
    expect(text).toContain('Source: Texas UI registration.');
    expect(text).not.toMatch(/Source: Texas new hire|, checked|not the agency/);
    const cited = anchorsIn(html).filter((anchor) => anchor.tag.includes('rel="external'));
    expect(cited.map((anchor) => anchor.text)).toContain('Employer New Hire Reporting');
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
      `Take-home pay ${cents(outcome.value.perPeriod.employee.netPay)} ${cents(outcome.value.annual.employee.netPay)}`,
    );
    // To the cent, as the calculator shows the same line.
    expect(text).toContain(`Your total cost ${cents(outcome.value.perPeriod.employer.totalCost)}`);
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

/** The Pay rules section's HTML: from its heading to the end of its <section>. */
const payRulesOf = (html: string, name: string) => {
  const start = html.indexOf(`>Pay rules in ${name}</h2>`);
  if (start < 0) throw new Error(`no Pay rules section for ${name}`);
  return html.slice(start, html.indexOf('</section>', start));
};

/** One row of a table, from its row header to the end of the row. */
const rowOf = (html: string, header: string) => {
  const start = html.indexOf(`<th scope="row">${header}</th>`);
  if (start < 0) throw new Error(`no row "${header}"`);
  return html.slice(start, html.indexOf('</tr>', start));
};

describe('StateGuideBlock: pay rules', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows California’s minimum wage now and the next one the law has set, with each city’s own', () => {
    const rates = PAY_LAW_TEXTS.states.CA.minimumWage.rates;
    const [now, next] = rates.slice(-2);
    if (now === undefined || next === undefined) throw new Error('California has at least two rates');
    // The day before the last rate: the one before it is in force and the last is next.
    const dayBefore = Date.parse(`${next.from}T00:00:00Z`) - 1;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(dayBefore);
    const section = payRulesOf(render('CA', 'california'), 'California');
    const row = textOf(rowOf(section, 'California'));
    expect(row).toContain(`${dollars(now.hourly)} since ${longDate(now.from)}`);
    expect(row).toContain(`${dollars(next.hourly)} from ${longDate(next.from)}`);
    expect(textOf(section)).toContain(
      `Minimum wage per hour, as of ${longDate(new Date(dayBefore).toISOString().slice(0, 10))}`,
    );
    // A city whose minimum wage covers a family at home is a row; one whose does not says so in words.
    for (const locality of PAY_LAW_TEXTS.states.CA.localities) {
      const covers = PAY_LAW_RULES.states.CA.localities.find(({ id }) => id === locality.id)?.minimumWage?.covers;
      if (covers === 'none') expect(textOf(section)).toContain(locality.minimumWage.coverage?.text);
      else if (covers !== undefined) expect(section).toContain(`<th scope="row">${locality.name}</th>`);
    }
    // California's own law covers every household worker: the federal floor is not a row of its own.
    expect(section).not.toContain('<th scope="row">Federal law</th>');
  });

  it('says a yearly-adjusted rate has been raised since the last one the data has, rather than show it as current', () => {
    const sf = PAY_LAW_TEXTS.states.CA.localities.find(({ id }) => id === 'san-francisco');
    const last = sf?.minimumWage.rates.at(-1);
    const on = sf?.minimumWage.adjustsYearly?.on;
    if (last === undefined || on === undefined) throw new Error('San Francisco adjusts its rate every year');
    // A day after the next adjustment: the data has no rate for it.
    const due = `${Number(last.from.slice(0, 4)) + (`${last.from.slice(0, 4)}-${on}` > last.from ? 0 : 1)}-${on}`;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse(`${due}T12:00:00Z`));
    const row = textOf(rowOf(payRulesOf(render('CA', 'california'), 'California'), 'San Francisco'));
    expect(row).toContain(`Raised again on ${longDate(due)}, above ${dollars(last.hourly)}`);
    expect(row).not.toContain(`${dollars(last.hourly)} since`);
  });

  it('sets California’s personal-attendant overtime beside the federal 40-hour rule, each linked to its source', () => {
    const section = payRulesOf(render('CA', 'california'), 'California');
    const federal = PAY_LAW_TEXTS.federal.overtime.summary;
    const attendant = PAY_LAW_TEXTS.states.CA.overtime.rules['ca-personal-attendant'];
    if (!federal || !attendant) throw new Error('federal overtime and California’s personal-attendant rule are known');
    for (const worker of ['Lives out', 'Lives in']) {
      const row = textOf(rowOf(section, worker));
      expect(row).toContain(attendant.text);
    }
    const liveOut = textOf(rowOf(section, 'Lives out'));
    expect(liveOut.indexOf(federal.text)).toBeGreaterThanOrEqual(0);
    expect(liveOut.indexOf(federal.text)).toBeLessThan(liveOut.indexOf(attendant.text));
    expect(liveOut).toContain('over 40 in a workweek');
    const links = anchorsIn(section);
    for (const source of [federal.source, attendant.source]) {
      const link = links.find((anchor) => anchor.href === source.url);
      expect(link?.text).toBe(source.title);
      expect(link?.tag).toContain('rel="external noopener"');
      expect(textOf(section)).toContain(`${source.authority}, ${source.title}`);
    }
  });

  it('says plainly what California requires, from its own texts and sources, and nothing of how they were checked', () => {
    const section = payRulesOf(render('CA', 'california'), 'California');
    const text = textOf(section);
    const ca = PAY_LAW_TEXTS.states.CA;
    for (const requirement of [ca.dayOfRest, ca.sickLeave, ca.writtenAgreement]) {
      if (!requirement) throw new Error('California’s requirements are known');
      expect(text).toContain(`${requirement.applies ? 'Required' : 'Not required'} by California law`);
      expect(text).toContain(requirement.text);
      expect(anchorsIn(section).map((anchor) => anchor.href)).toContain(requirement.source.url);
    }
    expect(text).not.toMatch(/checked|secondary|primary|not the agency/i);
  });

  it('falls back to the federal rules, and points to the state, where the state’s pay law is not known', () => {
    const section = payRulesOf(render('TX', 'texas'), 'Texas');
    const text = textOf(section);
    const federalRate = PAY_LAW_TEXTS.federal.minimumWage.rates.at(-1);
    if (!federalRate) throw new Error('the federal minimum wage is known');
    expect(text).toContain("Ask Texas's labor department whether its minimum wage covers household workers");
    expect(textOf(rowOf(section, 'Federal law'))).toContain(
      `${dollars(federalRate.hourly)} since ${longDate(federalRate.from)}`,
    );
    expect(textOf(rowOf(section, 'Lives out'))).toContain(PAY_LAW_TEXTS.federal.overtime.summary?.text);
    expect(textOf(rowOf(section, 'Lives out'))).toContain("Ask Texas's labor department.");
    expect(text).toContain("Ask Texas's labor department whether it requires paid sick leave for a household worker.");
    expect(text).not.toContain('Required by');
  });

  it('shows the federal minimum wage where the state’s own law leaves household workers out', () => {
    const section = payRulesOf(render('WY', 'wyoming'), 'Wyoming');
    const text = textOf(section);
    expect(text).toContain('Wyoming’s minimum wage law leaves out household workers.');
    expect(text).toContain('Wyoming Statutes 27-4-202. The federal minimum wage applies. Federal law covers');
    expect(section).toContain('<th scope="row">Federal law</th>');
    expect(section).not.toContain('<th scope="row">Wyoming</th>');
    expect(text).toContain('Not required by Wyoming law. Wyoming has no paid sick leave law.');
    expect(textOf(rowOf(section, 'Lives in'))).toContain('No Wyoming overtime rule of its own.');
  });
});
