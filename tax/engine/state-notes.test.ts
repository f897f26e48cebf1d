import { describe, expect, it } from 'vitest';
import { describeStates } from '../api';
import { explainPayroll, type PayrollMath } from '../math';

/**
 * A result shows its own state's rules and the federal ones: no note, step or figure of another state's. Every state,
 * both shipped years, and inputs that bring out the notes (low pay, high pay past the caps, a pay date in the year, an
 * hourly week, withholding asked for).
 */
const YEARS = [2025, 2026] as const;

const inputs = (year: number): Array<Record<string, unknown>> => [
  { grossPay: 1100 },
  { grossPay: 40 },
  { grossPay: 9000, ytdWages: 250000, withholdFederalIncomeTax: true },
  { grossPay: 900, withholdFederalIncomeTax: true, payDate: `${year}-08-14` },
  { hourly: { rate: 25, hoursByDay: [0, 10, 10, 10, 10, 10, 0] }, suiRate: 0.02 },
];

function explain(input: Record<string, unknown>): PayrollMath | undefined {
  const outcome = explainPayroll({ payFrequency: 'weekly', ...input });
  // A state whose law forbids withholding refuses it; that input says nothing of notes.
  return outcome.ok ? outcome.value : undefined;
}

function everyText(math: PayrollMath): string[] {
  return [
    ...math.result.notes,
    ...math.lines.flatMap((line) => [
      ...line.notes,
      ...line.steps,
      ...line.figures.flatMap((figure) => [figure.label, figure.value]),
    ]),
  ];
}

/** Names longest first, so "West Virginia" is read as itself and never as "Virginia". */
function namesIn(text: string, names: readonly string[]): string[] {
  const pattern = new RegExp(`\\b(?:${[...names].sort((a, b) => b.length - a.length).join('|')})\\b`, 'g');
  return [...text.matchAll(pattern)].map((match) => match[0]);
}

describe('a state’s result names no other state’s rule', () => {
  for (const year of YEARS) {
    it(`in ${year}, for every state and DC`, () => {
      const states = describeStates(year) ?? [];
      expect(states).toHaveLength(51);
      const names = states.map((state) => state.name);
      const found: string[] = [];
      for (const state of states) {
        for (const extra of inputs(year)) {
          const math = explain({ taxYear: year, state: state.code, ...extra });
          if (math === undefined) continue;
          for (const text of new Set(everyText(math))) {
            for (const name of namesIn(text, names))
              if (name !== state.name) found.push(`${state.code} names ${name}: ${text}`);
          }
        }
      }
      expect(found).toEqual([]);
    });
  }

  it('tells California, and only California, of its FUTA credit reduction', () => {
    const notesOf = (year: number, state: string) =>
      explain({ taxYear: year, state, grossPay: 1100 })?.result.notes.join(' ') ?? '';
    expect(notesOf(2025, 'CA')).toContain('Federal unemployment tax (FUTA) in California is 1.8%');
    for (const state of ['NY', 'TX', 'MN', 'WA']) {
      expect(notesOf(2025, state)).not.toMatch(/credit|California|FUTA\) in/);
      // 2026's list is not out yet: every state hears that, and only California hears of its 2025 reduction.
      expect(notesOf(2026, state)).toContain(
        'Each November the Department of Labor names the states whose employers pay more',
      );
      expect(notesOf(2026, state)).not.toContain('California');
    }
    expect(notesOf(2026, 'CA')).toContain('California had a 1.2% reduction');
  });
});
