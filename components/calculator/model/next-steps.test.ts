import { describe, expect, it } from 'vitest';
import { en } from '../messages/en-US';
import { jurisdictions } from '@/services/config/collections';
import type { StateGuideNotes } from '@/schemas/generated/config-types';
import california from '@/pages-config/shared/state-guides/california.json';
import newYork from '@/pages-config/shared/state-guides/new-york.json';
import texas from '@/pages-config/shared/state-guides/texas.json';
import { nextStepsPlan, type NextStepsPlan } from './next-steps';
import { loadNextSteps } from './next-steps-loader';
import type { StateGuide } from './state-guide-link';

const guide = (name: string, slug: string): StateGuide => ({ name, place: name, slug, href: `/nanny-taxes/${slug}` });
const headings = (steps: NextStepsPlan['register']) => steps.map((step) => step.heading);
const EIN = 'Federal employer identification number (EIN)';
const FEDERAL = 'Once a year with the IRS';

describe('the next steps after a result, from the state guide', () => {
  it('California: the EIN, the EDD account with withholding in it, a 20-day new-hire report, the annual option', () => {
    const notes = california as StateGuideNotes;
    const plan = nextStepsPlan(notes, guide('California', 'california'), en);
    expect(headings(plan.register)).toEqual([EIN, 'California unemployment account', 'California withholding account']);
    expect(plan.register[1]?.text).toBe(notes.registration.unemployment.text);
    expect(plan.register[2]?.text).toBe(notes.registration.withholding?.text);
    expect(plan.newHire).toEqual({ heading: 'New-hire report', text: notes.registration.newHire.text });
    expect(plan.newHire.text).toMatch(/within 20 days/);
    expect(headings(plan.fileAndPay)).toEqual([
      'Unemployment reports and payments',
      'Withholding returns and payments',
      'The household option',
      FEDERAL,
    ]);
    expect(plan.fileAndPay[2]?.text).toBe(notes.filing.householdOption?.text);
    expect(plan.guide).toEqual({
      href: '/nanny-taxes/california',
      label: 'Read the full guide to nanny taxes in California',
    });
  });

  it('New York: a withholding account, the quarterly NYS-45, no household option', () => {
    const notes = newYork as StateGuideNotes;
    const plan = nextStepsPlan(notes, guide('New York', 'new-york'), en);
    expect(headings(plan.register)).toEqual([EIN, 'New York unemployment account', 'New York withholding account']);
    expect(plan.newHire.text).toMatch(/within 20 calendar days/);
    expect(headings(plan.fileAndPay)).toEqual(['Unemployment reports and payments', FEDERAL]);
    expect(plan.fileAndPay[0]?.text).toBe(notes.filing.unemployment.text);
    expect(plan.guide.href).toBe('/nanny-taxes/new-york');
  });

  it('Texas: no income tax, so no withholding account; the yearly election for domestic employers', () => {
    const notes = texas as StateGuideNotes;
    const plan = nextStepsPlan(notes, guide('Texas', 'texas'), en);
    expect(headings(plan.register)).toEqual([EIN, 'Texas unemployment account']);
    expect(plan.newHire.text).toBe(notes.registration.newHire.text);
    expect(plan.newHire.text).toMatch(/within 20 calendar days/);
    expect(headings(plan.fileAndPay)).toEqual(['Unemployment reports and payments', 'The household option', FEDERAL]);
  });

  it("the DC guide's link reads as a sentence does", () => {
    const dc = jurisdictions().find((entry) => entry.code === 'DC');
    expect(dc).toBeDefined();
    if (dc === undefined) return;
    const plan = nextStepsPlan(california as StateGuideNotes, { ...dc, href: `/nanny-taxes/${dc.slug}` }, en);
    expect(plan.guide.label).toBe('Read the full guide to nanny taxes in the District of Columbia');
  });
});

describe('loading a state’s next steps on demand', () => {
  it('loads the notes file of the state chosen, and the same plan the model builds', async () => {
    await expect(loadNextSteps('TX', guide('Texas', 'texas'), en)).resolves.toEqual(
      nextStepsPlan(texas as StateGuideNotes, guide('Texas', 'texas'), en),
    );
  });

  it('refuses a notes file of another state, and a name that is not a slug', async () => {
    await expect(loadNextSteps('NV', guide('Nevada', 'texas'), en)).rejects.toThrow("is not NV's");
    await expect(loadNextSteps('ZZ', guide('Nowhere', '../../package'), en)).rejects.toThrow('no state guide');
  });

  it('has a plan for every state and DC, in words a visitor can read (no unfilled token)', async () => {
    const all = jurisdictions();
    expect(all).toHaveLength(51);
    for (const state of all) {
      const plan = await loadNextSteps(state.code, { ...state, href: `/nanny-taxes/${state.slug}` }, en);
      const texts = [...plan.register, plan.newHire, ...plan.fileAndPay].map((step) => step.text);
      expect(
        texts.every((text) => text.length > 20 && !/[{}]/.test(text)),
        state.code,
      ).toBe(true);
    }
  });
});
