import { describe, expect, it } from 'vitest';
import { en } from '../messages/en-US';
import { NUMBER_INPUT_PATHS } from '@/tax/input/input-fields';
import { NUMBER_FIELD_NAMES, NUMBER_FIELDS } from './calculator-fields';
import { view } from './calculator-view';
import { placeEngineErrors } from './engine-errors';
import { DEFAULT_STATE, readQuery, type CalculatorState } from './query-state';

const tx: CalculatorState = { ...DEFAULT_STATE, state: 'TX' };
const perPeriod = { payBasis: 'perPeriod', grossPay: '800' } as const;
const asked = { withholdFederalIncomeTax: true } as const;

/** Where an error shows: a field of the form, a field of the state certificate, or the form as a whole. */
function whereShown(form: CalculatorState): Array<[string, string]> {
  const { fieldErrors, stateErrors, formErrors } = view(form, en).outcome;
  return [
    ...Object.entries(fieldErrors).map(([field, message]): [string, string] => [field, message ?? '']),
    ...Object.entries(stateErrors).map(([field, message]): [string, string] => [`stateW4.${field}`, message]),
    ...formErrors.map((message): [string, string] => ['form', message]),
  ];
}

describe('each input error the engine raises for the calculator sits on the field that caused it', () => {
  it.each<[string, Partial<CalculatorState>, string, string]>([
    [
      'pay beyond what one period takes, from the rate and a week of hours',
      { payFrequency: 'annual', rate: '1000', hoursByDay: ['24', '24', '24', '24', '24', '24', '24'] },
      'rate',
      'At this rate the hours come to $12,064,000.00 for one pay period, more than the $10,000,000.00 the calculator works out: check the rate and the hours',
    ],
    [
      'extra federal withholding beyond the pay (2020 or later W-4)',
      { ...perPeriod, ...asked, step4c: '5000' },
      'step4c',
      'With this extra amount the withholding comes to $5,115.28, more than the $800.00 pay: lower the extra amount',
    ],
    [
      'extra federal withholding beyond the pay (2019 or earlier W-4)',
      { ...perPeriod, ...asked, payDate: '2026-03-02', w4FormYear: 'pre2020', additionalWithholding: '5000' },
      'additionalWithholding',
      'With this extra amount the withholding comes to $5,135.12, more than the $800.00 pay: lower the extra amount',
    ],
    [
      'extra state withholding beyond the pay',
      { ...perPeriod, ...asked, state: 'CA', stateW4: { additionalWithholding: '5000' } },
      'stateW4.additionalWithholding',
      'With this extra amount the withholding comes to $5,142.58, more than the $800.00 pay: lower the extra amount',
    ],
    [
      'a 2019-or-earlier W-4 in a year whose figures have no allowance amount',
      { ...perPeriod, ...asked, w4FormYear: 'pre2020', payDate: '2025-06-02' },
      'w4FormYear',
      'The 2025 tax figures have no allowance amount for a Form W-4 from 2019 or earlier: choose “2020 or later” and enter the steps of a current form, or a pay date in another year',
    ],
    [
      'a local rate above what the state’s localities levy',
      { ...perPeriod, ...asked, state: 'KY', localTaxRate: '9' },
      'localTaxRate',
      'Kentucky local occupational license tax rates go up to 3%: check the rate on your notice',
    ],
    [
      'a place without pay rules of its own (from a link)',
      { state: 'NY', place: 'Nowhere, NY' },
      'place',
      '"Nowhere, NY" has no minimum wage of its own here; places in New York that do: New York City, NY; Long Island, NY; Westchester County, NY. Otherwise choose “Elsewhere in New York”',
    ],
    [
      'a state certificate’s number above its form’s limit',
      { ...perPeriod, ...asked, state: 'CA', stateW4: { allowances: '150' } },
      'stateW4.allowances',
      "“Line 1a: number of regular withholding allowances (worksheet A)” can't be more than 99",
    ],
  ])('%s', (_what, changes, field, message) => {
    expect(whereShown({ ...tx, ...changes })).toEqual([[field, message]]);
  });

  it('puts too many overtime hours on the overtime field, not the regular hours', () => {
    expect(whereShown({ ...tx, hoursMode: 'split', overtimeHours: '500' })).toEqual([
      ['overtimeHours', 'That is more than the 168 hours in a week: enter the hours of one pay period'],
    ]);
  });

  it('keeps the hours of a long pay period within what the engine takes, on the field that has too many', () => {
    expect(whereShown({ ...tx, hoursMode: 'split', payFrequency: 'quarterly', regularHours: '800' })).toEqual([
      [
        'regularHours',
        'The calculator takes at most 744 regular hours in one pay period: for a pay period this long, choose “The hours of each day” and give a typical week',
      ],
    ]);
  });

  it('leaves out a link’s overtime multiplier the engine would refuse, since the form has no field to show it', () => {
    const { state, ignored } = readQuery('state=TX&rate=25&regularHours=40&overtimeMultiplier=0.5', ['TX'], tx);
    expect(ignored).toEqual(['overtimeMultiplier']);
    expect(whereShown(state)).toEqual([]);
    expect(readQuery('overtimeMultiplier=2', ['TX'], tx).state.overtimeMultiplier).toBe('2');
  });
});

describe('the engine’s paths, in the visitor’s words', () => {
  it.each(NUMBER_FIELD_NAMES.filter((name) => NUMBER_FIELDS[name].formLabel !== undefined))(
    'an engine limit on %s sits on that field, in its label’s words',
    (name) => {
      const placed = placeEngineErrors(
        [{ path: NUMBER_FIELDS[name].engine, message: 'must be at most 50, got 60' }],
        tx,
        [],
        en,
      );
      expect(Object.keys(placed.fieldErrors)).toEqual([name]);
      expect(placed.fieldErrors[name]?.toLowerCase().startsWith(NUMBER_FIELDS[name].label.toLowerCase())).toBe(true);
      expect(placed.fieldErrors[name]).not.toMatch(/got 60/);
    },
  );

  it('puts the solver’s take-home pay on the take-home pay field', () => {
    const placed = placeEngineErrors(
      [{ path: 'targetNetPay', message: 'no gross pay up to 10000000 reaches this net pay with these withholdings' }],
      { ...tx, payBasis: 'netTarget' },
      [],
      en,
    );
    expect(placed.fieldErrors).toEqual({
      netPay:
        'No pay up to $10,000,000.00 a pay period leaves this take-home pay with these withholdings: lower the take-home pay or the extra withholding',
    });
  });

  it('drops no error: one about an input the form does not take is said for the whole form', () => {
    const paths = [...NUMBER_INPUT_PATHS, 'state', 'payDate', 'place', 'w4.formYear', 'stateW4.allowances', ''];
    for (const path of paths) {
      const placed = placeEngineErrors([{ path, message: 'is wrong' }], tx, [], en);
      const count =
        Object.keys(placed.fieldErrors).length + Object.keys(placed.stateErrors).length + placed.formErrors.length;
      expect(count, path).toBe(1);
    }
  });
});
