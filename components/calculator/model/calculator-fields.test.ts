import { describe, expect, it } from 'vitest';
import { en } from '../messages/en-US';
import { buildInput, type InputContext } from './calculator-input';
import { NUMBER_FIELD_NAMES, NUMBER_FIELDS, localTaxOf, w4FormOf, type NumberFieldName } from './calculator-fields';
import { DEFAULT_STATE, readQuery, writeQuery, type CalculatorState } from './query-state';

const CONTEXT: InputContext = { taxYear: 2026, payDate: undefined, certificate: [], messages: en };

/** A form that shows the field (its way of paying, its W-4, its local tax), holding `value` in it. */
function showing(name: NumberFieldName, value: string): { form: CalculatorState; context: InputContext } {
  const { section } = NUMBER_FIELDS[name];
  const w4FormYear = w4FormOf(name);
  const local = localTaxOf(name);
  const form: CalculatorState = {
    ...DEFAULT_STATE,
    state: 'PA',
    payBasis: section === 'perPeriod' || section === 'netTarget' ? section : 'hourly',
    hoursMode: section === 'hourlySplit' ? 'split' : 'week',
    ...(w4FormYear === undefined ? {} : { withholdFederalIncomeTax: true, w4FormYear }),
    grossPay: '1000',
    netPay: '900',
    [name]: value,
  };
  return { form, context: local === undefined ? CONTEXT : { ...CONTEXT, localTaxes: { [local]: true } } };
}

/** The value at a dotted path of the engine input (the take-home pay travels beside it). */
function at(built: ReturnType<typeof buildInput>, path: string): unknown {
  if (!built.ok) return undefined;
  if (path === 'targetNetPay') return built.targetNetPay;
  return path.split('.').reduce<unknown>((value, key) => (isObject(value) ? value[key] : undefined), built.input);
}
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

describe('every field of the list reaches the form state, the link, the checks and the engine input', () => {
  it.each(NUMBER_FIELD_NAMES)('%s round-trips through the link', (name) => {
    const { form } = showing(name, '2');
    const query = writeQuery(form);
    expect(new URLSearchParams(query).get(name)).toBe('2');
    expect(readQuery(query, ['PA'], DEFAULT_STATE).state[name]).toBe('2');
  });

  it.each(NUMBER_FIELD_NAMES)("%s's error names its label", (name) => {
    const { form, context } = showing(name, 'abc');
    const built = buildInput(form, context);
    expect(built.ok ? undefined : built.errors[name]).toContain(NUMBER_FIELDS[name].label);
  });

  it.each(NUMBER_FIELD_NAMES)('%s goes to its engine path', (name) => {
    const { form, context } = showing(name, '2');
    const expected = NUMBER_FIELDS[name].kind === 'fraction' ? 0.02 : 2;
    expect(at(buildInput(form, context), NUMBER_FIELDS[name].engine)).toBe(expected);
  });

  it.each(NUMBER_FIELD_NAMES)('%s reads a decimal comma, or says to use a point where it cannot tell', (name) => {
    const { form, context } = showing(name, '1,5');
    const built = buildInput(form, context);
    if (NUMBER_FIELDS[name].kind === 'count') expect(built.ok ? undefined : built.errors[name]).toMatch(/whole number/);
    else expect(at(built, NUMBER_FIELDS[name].engine)).toBe(NUMBER_FIELDS[name].kind === 'fraction' ? 0.015 : 1.5);
    const unclear = showing(name, '1.234,5');
    const refused = buildInput(unclear.form, unclear.context);
    expect(refused.ok ? undefined : refused.errors[name]).toMatch(/^Use a point for (cents|a decimal): 1234\.5$/);
  });

  it.each(NUMBER_FIELD_NAMES)('%s starts the form with its initial value', (name) => {
    expect(DEFAULT_STATE[name]).toBe(NUMBER_FIELDS[name].initial);
  });
});
