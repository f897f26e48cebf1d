import { describe, expect, it } from 'vitest';
import { requireYear } from '../data/load-for-tests';
import { fieldsOf } from '../input/input-fields';
import { LOCAL_TAX_INPUTS, localTaxOfPath, type LocalTaxId } from './local-tax-inputs';
import { localTaxOfLine, localTaxSummaries, planLocalTaxes } from './local-taxes';
import { parsePayrollInput } from '../input/parse-input';

const IDS = Object.keys(LOCAL_TAX_INPUTS) as LocalTaxId[];

describe('the local taxes, behind one interface', () => {
  it('takes each from a field of the engine input', () => {
    for (const id of IDS) expect(fieldsOf('')).toContain(LOCAL_TAX_INPUTS[id]);
    expect(localTaxOfPath('localServicesTax.perPeriod')).toBe('services');
    expect(localTaxOfPath('grossPay')).toBeUndefined();
  });

  it('finds each line by its code and summarises the states that have it', () => {
    const year = requireYear(2026);
    const summarised = new Set(
      [...year.states.values()].flatMap((state) => localTaxSummaries(state).map((summary) => summary.id)),
    );
    expect([...summarised].sort()).toEqual([...IDS].sort());
    for (const code of ['LOCAL_WAGE_TAX', 'LOCAL_SERVICES_TAX', 'OCCUPATIONAL_PRIVILEGE_TAX'])
      expect(localTaxOfLine(code)?.code).toBe(code);
    expect(localTaxOfLine('NYC')).toBeUndefined();
  });

  it('refuses a local tax the state does not have, naming its input field', () => {
    const year = requireYear(2026);
    const texas = year.states.get('TX');
    if (texas === undefined) throw new Error('no Texas in the 2026 data');
    const parsed = parsePayrollInput(
      { taxYear: 2026, state: 'TX', payFrequency: 'weekly', grossPay: 800, localServicesTax: { perPeriod: 1 } },
      [2026],
    );
    if (!parsed.ok) throw new Error('the input should parse');
    const planned = planLocalTaxes(texas, parsed.value, 52);
    expect(planned.ok ? [] : planned.errors.map((error) => error.path)).toEqual(['localServicesTax']);
  });
});
