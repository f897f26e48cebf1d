import { describe, expect, it } from 'vitest';
import { en } from '../messages/en-US';
import { calculateWithLineNotes, describeStates, type NotedResult } from '@/tax';
import { resultRows } from './result-rows';
import { yearNote } from './year-note';
import type { CalculatorMode } from './query-state';

function noted(input: Record<string, unknown>): NotedResult {
  const outcome = calculateWithLineNotes({ taxYear: 2026, payFrequency: 'weekly', ...input });
  if (!outcome.ok) throw new Error(JSON.stringify(outcome.errors));
  return outcome.value;
}

function noteFor(input: Record<string, unknown>, mode: CalculatorMode, payBasis = 'gross'): string | undefined {
  const { result, yearChanges } = noted(input);
  const stateName = describeStates(2026)?.find((state) => state.code === input.state)?.name ?? '';
  return yearNote(result, yearChanges, { mode, payBasis, stateName, rows: resultRows(result, mode, en), messages: en });
}

describe('why the year is not the pay period times the periods', () => {
  it('says the family’s yearly cost is less because the unemployment taxes stop at their wage bases', () => {
    const { result } = noted({ state: 'TX', grossPay: 1100 });
    const texas = describeStates(2026)?.find((state) => state.code === 'TX');
    expect(texas?.suiWageBase).toBe(9000);
    expect(noteFor({ state: 'TX', grossPay: 1100 }, 'budget')).toBe(
      `Your yearly cost, $${result.annual.employer.totalCost.toLocaleString('en-US', { minimumFractionDigits: 2 })}, is less than 52 × the cost per pay period ($${(result.perPeriod.employer.totalCost * 52).toLocaleString('en-US', { minimumFractionDigits: 2 })}): federal and state unemployment taxes stop once wages reach their yearly limits ($7,000 for federal, $9,000 for Texas).`,
    );
  });

  it('names only federal unemployment tax where the state’s is not charged (Minnesota without a rate)', () => {
    expect(noteFor({ state: 'MN', grossPay: 1100 }, 'budget')).toMatch(
      /is less than 52 × the cost per pay period \(.*\): federal unemployment tax stops once wages reach its yearly limit \(\$7,000\)\.$/,
    );
  });

  it('says take-home pay is more once Social Security stops, and less once Additional Medicare starts', () => {
    const note = noteFor({ state: 'TX', grossPay: 5000 }, 'paycheck');
    expect(note).toMatch(
      /^Your yearly take-home pay, \$[\d,.]+, is (more|less) than 52 × the take-home pay per pay period/,
    );
    expect(note).toContain('Social Security stops once wages reach its yearly limit ($184,500)');
    expect(note).toContain('Additional Medicare starts once wages pass $200,000 for the year');
    // The family's unemployment taxes are no part of the caregiver's take-home pay.
    expect(note).not.toContain('unemployment');
  });

  it('names a state program that stops at its own wage base', () => {
    expect(noteFor({ state: 'WA', grossPay: 4000 }, 'paycheck')).toContain(
      'Washington Paid Family and Medical Leave stops once wages reach its yearly limit ($184,500)',
    );
  });

  it('says nothing where the year is the pay period times the periods', () => {
    expect(noteFor({ state: 'TX', grossPay: 100 }, 'budget')).toBeUndefined();
    expect(noteFor({ state: 'TX', grossPay: 1100 }, 'paycheck')).toBeUndefined();
    // The take-home pay asked for: the headline is the gross pay, which is always this pay times the periods.
    expect(noteFor({ state: 'TX', grossPay: 1100 }, 'paycheck', 'netTarget')).toBeUndefined();
  });

  it('says when this pay period counts wages paid earlier in the year', () => {
    expect(noteFor({ state: 'FL', grossPay: 100, ytdWages: 6950 }, 'budget')).toMatch(
      /^Your yearly cost, \$[\d,.]+, is more than 52 × the cost per pay period \(\$[\d,.]+\): this pay period counts the \$6,950\.00 already paid this year, while the yearly figure is a full year at this pay from 1 January\.$/,
    );
    const both = noteFor({ state: 'FL', grossPay: 500, ytdWages: 6800 }, 'budget');
    expect(both).toContain('federal and state unemployment taxes stop once wages reach their yearly limits');
    expect(both).toContain('this pay period counts the $6,800.00 already paid this year');
  });

  it('explains every headline whose year differs, in every state', () => {
    const missing: string[] = [];
    for (const state of describeStates(2026) ?? []) {
      for (const grossPay of [700, 2500, 4200]) {
        for (const mode of ['budget', 'paycheck'] as const) {
          const { result, yearChanges } = noted({ state: state.code, grossPay });
          const rows = resultRows(result, mode, en);
          const headline = rows.find(
            (row) => row.id === (mode === 'budget' ? 'employer.totalCost' : 'employee.netPay'),
          );
          const note = yearNote(result, yearChanges, {
            mode,
            payBasis: 'gross',
            stateName: state.name,
            rows,
            messages: en,
          });
          const differs =
            Math.round((headline?.annual ?? 0) * 100) !== Math.round((headline?.perPeriod ?? 0) * 100) * 52;
          if (differs !== (note !== undefined)) missing.push(`${state.code} ${grossPay} ${mode}: ${note ?? 'no note'}`);
          if (note !== undefined)
            expect(note, `${state.code} ${grossPay} ${mode}`).not.toMatch(/worked out for the year/);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
