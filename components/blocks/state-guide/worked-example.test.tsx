import { describe, expect, it } from 'vitest';
import { LATEST_SHIPPED_TAX_YEAR, stateGuideFacts } from '@/tax';
import type { StateGuideNotes } from '@/schemas/generated/config-types';
import { makeContext, renderBlock, textOf } from '../test-utils';
import { percent } from './format';

const source = (title: string) => ({
  title,
  url: `https://agency.example.gov/${title.toLowerCase().replace(/\W+/g, '-')}`,
  checked: '2026-11-25',
  kind: 'primary' as const,
});

const notes = (state: string, name: string): StateGuideNotes => ({
  state: state as StateGuideNotes['state'],
  lead: `Families in ${name} register with the state before the first quarter they owe its unemployment tax.`,
  registration: {
    unemployment: { text: 'Open an unemployment account online.', source: source(`${name} UI registration`) },
    newHire: { text: 'Report your new caregiver within twenty days.', source: source(`${name} new hire`) },
  },
  filing: { unemployment: { text: 'File and pay each quarter.', source: source(`${name} quarterly report`) } },
});

/** The worked example's section: from its heading to the end of its <section>. */
function exampleOf(state: string, name: string): string {
  const slug = name.toLowerCase().replace(/\W+/g, '-');
  const html = renderBlock(
    {
      type: 'state-guide',
      state,
      notes: slug,
      exampleWeeklyWage: 800,
      federalFiling: 'You report Social Security and Medicare once a year on Schedule H.',
    } as const,
    makeContext({
      shared: { 'state-guides': { [slug]: notes(state, name) } },
      page: { title: `${name} guide`, description: 'A guide.', canonicalPath: `/nanny-taxes/${slug}` },
    }),
  );
  const start = html.indexOf('>A worked example: $800 a week</h2>');
  if (start < 0) throw new Error(`no worked example for ${name}`);
  return textOf(html.slice(start, html.indexOf('</section>', start)));
}

describe('the worked example says what its tables show', () => {
  it('leaves out the unemployment line where the state assigns the rate, and says so', () => {
    expect(stateGuideFacts(LATEST_SHIPPED_TAX_YEAR, 'MN')?.unemployment.newEmployerRate.value).toBeNull();
    const text = exampleOf('MN', 'Minnesota');
    expect(text).toContain(
      'Minnesota assigns each employer its own unemployment tax rate, so Minnesota unemployment tax is not in this example',
    );
    expect(text).not.toContain('new-employer unemployment rate');
    expect(text).not.toContain('Minnesota unemployment $');
  });

  it('names the new-employer rate it used where the state has one, and shows its line', () => {
    const rate = stateGuideFacts(LATEST_SHIPPED_TAX_YEAR, 'TX')?.unemployment.newEmployerRate.value;
    if (rate === null || rate === undefined) throw new Error('Texas has a new-employer rate');
    const text = exampleOf('TX', 'Texas');
    expect(text).toContain(
      `at Texas's new-employer unemployment rate of ${percent(rate)}, with no income tax withheld.`,
    );
    expect(text).toMatch(/Texas unemployment \$/);
    expect(text).not.toContain('assigns each employer');
  });
});
