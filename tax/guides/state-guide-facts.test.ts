import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../data/register-shipped';
import { LATEST_SHIPPED_TAX_YEAR } from '../generated/tax-years';
import { STATE_CODES } from '../core/state-codes';
import { stateGuideFacts } from './state-guide-facts';
import { visitorCitation } from '../data/visitor-citation';

interface SourcedFigure {
  value: number | string | null;
  source?: string;
}
interface RawYear {
  sources: Record<
    string,
    {
      title: string;
      url?: string;
      kind: 'primary' | 'secondary';
      cite?: { authority: string; title: string; url: string };
    }
  >;
  federal: { futa: { wageBase: SourcedFigure; netRate: SourcedFigure }; household: Record<string, SourcedFigure> };
  states: Record<
    string,
    {
      name: string;
      unemployment: {
        wageBase: SourcedFigure;
        newEmployerRate: SourcedFigure;
        householdThreshold?: { value: number | null; period: string; source: string };
      };
      programs: Array<{ label: string; rate: SourcedFigure | null; source?: string }>;
    }
  >;
}

// The data file as a family's agency figures were typed in, read apart from the compiled modules the guide uses.
const raw = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'data', `${LATEST_SHIPPED_TAX_YEAR}.json`), 'utf8'),
) as RawYear;

/** The title a visitor reads for a source: its citation of the authority, never the trail of what was read. */
const citedTitle = (id: string): string | undefined => {
  const source = raw.sources[id];
  return source === undefined ? undefined : visitorCitation(source)?.title;
};

describe('the figures a state guide shows', () => {
  it.each([...STATE_CODES])('are the tax data’s own for %s, each cited with the source the data gives', (code) => {
    const facts = stateGuideFacts(LATEST_SHIPPED_TAX_YEAR, code);
    const state = raw.states[code];
    expect(facts).toBeDefined();
    if (facts === undefined || state === undefined) return;
    expect(facts.state.name).toBe(state.name);
    expect(facts.unemployment.wageBase.value).toBe(state.unemployment.wageBase.value);
    expect(facts.unemployment.newEmployerRate.value).toBe(state.unemployment.newEmployerRate.value);
    const wageBaseSource = state.unemployment.wageBase.source;
    if (wageBaseSource) expect(facts.unemployment.wageBase.source?.title).toBe(citedTitle(wageBaseSource));
    const threshold = state.unemployment.householdThreshold;
    expect(facts.unemployment.householdThreshold?.value).toEqual(
      threshold && { value: threshold.value, period: threshold.period },
    );
    if (threshold) expect(facts.unemployment.householdThreshold?.source?.title).toBe(citedTitle(threshold.source));
    expect(facts.programs.map((program) => [program.label, program.rate])).toEqual(
      state.programs.map((program) => [program.label, program.rate?.value ?? null]),
    );
    facts.programs.forEach((program, position) => {
      const id = state.programs[position]?.rate?.source ?? state.programs[position]?.source;
      if (id) expect(program.source?.title).toBe(citedTitle(id));
    });
    expect(facts.federal.futaQuarterThreshold.value).toBe(raw.federal.household.futaQuarterThreshold?.value);
    expect(facts.federal.futaWageBase.value).toBe(raw.federal.futa.wageBase.value);
  });

  it('is undefined for a code or a year the data does not have', () => {
    expect(stateGuideFacts(LATEST_SHIPPED_TAX_YEAR, 'XX')).toBeUndefined();
    expect(stateGuideFacts(1999, 'OH')).toBeUndefined();
  });
});
