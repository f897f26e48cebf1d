import { describe, expect, it } from 'vitest';
import { en } from '../messages/en-US';
import { calculatePayroll, describeStates } from '@/tax/browser';
import { buildInput } from './calculator-input';
import { DEFAULT_STATE } from './query-state';
import { certificateFields, stateW4From } from './state-certificate';

const summaries = describeStates(2026) ?? [];
const fieldsOf = (code: string) =>
  certificateFields(
    summaries.find((summary) => summary.code === code),
    en,
  );

describe("the state's certificate", () => {
  it("offers New York's IT-2104 fields in the form's words, with its statuses and residences as choices", () => {
    const fields = fieldsOf('NY');
    const byName = new Map(fields.map((field) => [field.name, field]));
    expect(byName.get('filingStatus')?.type).toMatchObject({
      kind: 'choice',
      options: expect.arrayContaining([expect.objectContaining({ value: 'married' })]),
    });
    expect(byName.get('residence')?.type).toMatchObject({
      kind: 'choice',
      options: expect.arrayContaining([expect.objectContaining({ value: 'newYorkCity' })]),
    });
    expect(byName.get('allowances')?.type).toEqual({ kind: 'number', percent: false });
    expect(byName.get('exempt')?.type).toEqual({ kind: 'flag' });
  });

  it('has no fields where the state has no income tax', () => {
    expect(fieldsOf('TX')).toEqual([]);
  });

  it('turns what was typed into the engine’s stateW4: rates as fractions, empty fields left to the form’s defaults', () => {
    expect(stateW4From({ countyRate: '3.2', allowances: '', exempt: '' }, fieldsOf('MD'), en)).toEqual({
      value: { countyRate: 0.032 },
      errors: {},
    });
    expect(stateW4From({ allowances: 'two' }, fieldsOf('NY'), en)).toEqual({
      value: {},
      errors: { allowances: 'Enter a number of 0 or more, as on the form' },
    });
  });

  it('reads a decimal comma and thousands as the calculator’s other fields do, and asks for a point where unclear', () => {
    expect(stateW4From({ countyRate: '3,2', additionalWithholding: '$1,250' }, fieldsOf('MD'), en)).toEqual({
      value: { countyRate: 0.032, additionalWithholding: 1250 },
      errors: {},
    });
    expect(stateW4From({ additionalWithholding: '1.250,50' }, fieldsOf('MD'), en)).toEqual({
      value: {},
      errors: { additionalWithholding: 'Use a point for a decimal: 1250.50' },
    });
  });

  it('reaches the engine once the state tax is withheld: a New York City resident gets the city line', () => {
    const built = buildInput(
      {
        ...DEFAULT_STATE,
        state: 'NY',
        payBasis: 'perPeriod',
        grossPay: '1000',
        withholdFederalIncomeTax: true,
        stateW4: { filingStatus: 'married', allowances: '2', residence: 'newYorkCity' },
      },
      { taxYear: 2026, payDate: undefined, certificate: fieldsOf('NY'), messages: en },
    );
    expect(built).toMatchObject({
      ok: true,
      input: { stateW4: { filingStatus: 'married', allowances: 2, residence: 'newYorkCity' } },
    });
    const outcome = built.ok ? calculatePayroll(built.input) : undefined;
    expect(outcome?.ok && outcome.value.perPeriod.employee.otherTaxes.map((line) => line.code)).toContain('NYC');
  });
});
