import { describe, expect, it } from 'vitest';
import { solveGrossForNet } from '../solver/gross-for-net';
import { NUMBER_INPUT_PATHS, keyOf, numberField, type NumberInputPath } from './input-fields';
import { parsePayrollInput } from './parse-input';

const YEAR = { taxYear: 2026, state: 'TX', payFrequency: 'weekly' };
const BASE = { ...YEAR, grossPay: 1 };

/** A valid input around one number, with the other fields its object needs. */
function inputWith(path: NumberInputPath, value: number): Record<string, unknown> {
  const dot = path.indexOf('.');
  if (dot === -1) return { ...BASE, [path]: value };
  const object = path.slice(0, dot);
  const needs: Record<string, Record<string, unknown>> = {
    hourly: { rate: 1, regularHours: 1 },
    w4:
      numberField(path).w4Form === 'pre2020'
        ? { formYear: 'pre2020', maritalStatus: 'single' }
        : { filingStatus: 'single' },
    localServicesTax: { perPeriod: 1 },
  };
  const pay = object === 'hourly' ? {} : { grossPay: BASE.grossPay };
  // A week of hours stands in for the regular hours, each of its seven days read by the field's rule.
  if (numberField(path).perDay === true) return { ...YEAR, [object]: { rate: 1, [keyOf(path)]: Array(7).fill(value) } };
  return { ...YEAR, ...pay, [object]: { ...needs[object], [keyOf(path)]: value } };
}

const enginePaths = NUMBER_INPUT_PATHS.filter((path) => numberField(path).solver !== true);

describe('the input field list drives the parser (and so the CLI)', () => {
  it.each(enginePaths)('accepts %s', (path) => {
    const field = numberField(path);
    const value = path === 'taxYear' ? 2026 : path === 'occupationalPrivilegeTax.wagesThisMonth' ? 1 : field.max;
    const outcome = parsePayrollInput(inputWith(path, value), [2026]);
    expect(outcome.ok ? [] : outcome.errors).toEqual([]);
  });

  it.each(enginePaths)('holds %s to its limit, by its path', (path) => {
    const outcome = parsePayrollInput(inputWith(path, numberField(path).max + 1), [2026]);
    // A day of a week is named by its index: hourly.hoursByDay.0 is Sunday.
    const where = numberField(path).perDay === true ? `${path}.0` : path;
    expect(outcome.ok ? [] : outcome.errors.map((error) => error.path)).toContain(where);
  });

  it('leaves the take-home pay to the solver, which holds it to its limit', () => {
    expect(NUMBER_INPUT_PATHS.filter((path) => numberField(path).solver === true)).toEqual(['targetNetPay']);
    const outcome = solveGrossForNet({ input: YEAR, targetNetPay: numberField('targetNetPay').max + 1 });
    expect(outcome.ok ? [] : outcome.errors.map((error) => error.path)).toEqual(['targetNetPay']);
  });
});
