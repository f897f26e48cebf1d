import { describe, expect, it } from 'vitest';
import { certificateOf, summaryOf, withholdingOf } from './calculator-view';
import { en } from '../messages/en-US';
import { NUMBER_FIELD_NAMES } from './calculator-fields';
import { wordingOf } from './field-words';
import { printedInputs, type PrintedGroup } from './printed-inputs';
import { DEFAULT_STATE, type CalculatorState } from './query-state';

const TAX_YEAR = 2026;
const NAMES: Record<string, string> = { NY: 'New York', PA: 'Pennsylvania', TX: 'Texas', WA: 'Washington' };

function printed(changes: Partial<CalculatorState>): PrintedGroup[] {
  const form: CalculatorState = { ...DEFAULT_STATE, payDate: '2026-03-02', ...changes };
  return printedInputs(form, {
    stateName: NAMES[form.state],
    taxYear: TAX_YEAR,
    summary: summaryOf(TAX_YEAR, form.state),
    choice: withholdingOf(form, TAX_YEAR, undefined),
    certificate: certificateOf(TAX_YEAR, form.state, en),
    messages: en,
  });
}

const entries = (groups: PrintedGroup[]) =>
  Object.fromEntries(groups.flatMap((group) => group.inputs.map((input) => [input.label, input.value])));

/** By the hour, a week by day, in New York, withholding asked for with a 2020 W-4 and an IT-2104. */
const NEW_YORK: Partial<CalculatorState> = {
  state: 'NY',
  rate: '25',
  hoursByDay: ['', '9', '9', '9', '9', '9.5', ''],
  liveIn: true,
  duties: 'personalAttendant',
  ytdWages: '1200',
  withholdFederalIncomeTax: true,
  filingStatus: 'mfj',
  step2Checkbox: true,
  step3: '2000',
  step4c: '10',
  stateW4: { filingStatus: 'married', allowances: '2', residence: 'newYorkCity' },
};

/** A set amount every two weeks in Pennsylvania, take-home mode, an older W-4, the local taxes typed in. */
const PENNSYLVANIA: Partial<CalculatorState> = {
  mode: 'paycheck',
  state: 'PA',
  payFrequency: 'biweekly',
  payBasis: 'perPeriod',
  grossPay: '1800',
  suiRate: '3.5',
  withholdFederalIncomeTax: true,
  w4FormYear: 'pre2020',
  maritalStatus: 'married',
  allowances: '3',
  additionalWithholding: '15',
  localTaxRate: '1.5',
  localServicesTax: '2',
  stateW4: { exempt: 'true' },
};

/** Hours split by the family in Seattle, with a multiplier from a link. */
const SEATTLE: Partial<CalculatorState> = {
  state: 'WA',
  hoursMode: 'split',
  regularHours: '40',
  overtimeHours: '6',
  overtimeMultiplier: '2',
  place: 'Seattle, WA',
};

describe('the printed summary of the inputs', () => {
  it('lists a week by the hour in New York with the W-4 and the IT-2104 as the visitor chose them', () => {
    const groups = printed(NEW_YORK);
    expect(groups.map((group) => group.heading)).toEqual([
      'Pay',
      'Income tax withholding',
      "Your caregiver's Form IT-2104",
    ]);
    const shown = entries(groups);
    expect(shown).toMatchObject({
      'What you calculated': 'Budget: what you pay',
      [en.labels.fields.state]: 'New York',
      [en.labels.fields.payFrequency]: 'Weekly',
      [en.labels.fields.payDate]: 'March 2, 2026',
      [en.labels.fields.taxYear]: '2026',
      [en.labels.fields.payBasis]: 'By the hour',
      'Hourly rate': '$25',
      [en.labels.fields.hoursByDay]: 'Mon 9, Tue 9, Wed 9, Thu 9, Fri 9.5 (45.5 hours a week)',
      [en.labels.fields.liveIn]: 'Yes',
      [en.labels.fields.duties]: 'Personal care for an adult',
      [en.labels.fields.place]: 'Elsewhere in New York',
      'Wages paid so far this year': '$1200',
      'Your state unemployment (SUI) rate': 'The new-employer rate',
      [en.labels.fields.withholdIncomeTax]: 'Yes',
      [en.labels.fields.w4FormYear]: '2020 or later (Steps 1 to 4)',
      [en.labels.fields.filingStatus]: 'Married filing jointly',
      [en.labels.fields.step2Checkbox]: 'Yes',
      'Step 3: credits (a year)': '$2000',
      'Step 4(a): other income (a year)': 'None',
      'Step 4(b): deductions (a year)': 'None',
      'Step 4(c): extra per pay period': '$10',
    });
    // Every field of the state's certificate, each choice in its own words, an empty one said to be empty.
    const certificate = certificateOf(TAX_YEAR, 'NY', en);
    expect(groups[2]?.inputs.map((input) => input.label)).toEqual(certificate.map((field) => field.label));
    const residence = certificate.find((field) => field.name === 'residence');
    const city =
      residence?.type.kind === 'choice' ? residence.type.options.find((o) => o.value === 'newYorkCity') : undefined;
    expect(city).toBeDefined();
    expect(groups[2]?.inputs.find((input) => input.label === residence?.label)?.value).toBe(city?.label);
    expect(groups[2]?.inputs.find((input) => input.label.startsWith('Line 1:'))?.value).toBe('2');
    expect(groups[2]?.inputs.find((input) => input.label.startsWith('Exempt'))?.value).toBe('No');
    expect(groups[2]?.inputs.find((input) => input.label.startsWith('Line 4:'))?.value).toBe('Not given');
  });

  it('lists a set amount in Pennsylvania with the older W-4, the certificate and the local taxes', () => {
    const groups = printed(PENNSYLVANIA);
    expect(groups.map((group) => group.heading)).toEqual([
      'Pay',
      'Income tax withholding',
      expect.stringMatching(/^Your caregiver's /),
      'Local taxes',
    ]);
    const shown = entries(groups);
    expect(shown).toMatchObject({
      'What you calculated': 'Paycheck: what they take home',
      [en.labels.fields.payFrequency]: 'Every two weeks',
      [en.labels.fields.payBasis]: 'A set amount per pay period',
      'Gross pay per pay period': '$1800',
      'Your state unemployment (SUI) rate': '3.5%',
      [en.labels.fields.w4FormYear]: '2019 or earlier (allowances)',
      [en.labels.fields.maritalStatus]: 'Married',
      'Line 5: allowances': '3',
      'Line 6: additional amount per pay period': '$15',
      'Pennsylvania local earned income tax rate': '1.5%',
      'Pennsylvania Local Services Tax per pay period': '$2',
    });
    expect(shown).not.toHaveProperty('Hourly rate');
    expect(shown).not.toHaveProperty(en.labels.fields.filingStatus);
    expect(Object.values(shown)).toContain('Yes');
  });

  it('lists hours split by the family, with the place and a multiplier from a link', () => {
    const shown = entries(printed(SEATTLE));
    expect(shown).toMatchObject({
      'Regular hours per pay period': '40',
      'Overtime hours per pay period': '6',
      'Overtime paid at': '2 times the rate',
      [en.labels.fields.place]: 'Seattle, WA',
      [en.labels.fields.withholdIncomeTax]: 'No',
    });
    expect(shown).not.toHaveProperty(en.labels.fields.hoursByDay);
    expect(shown).not.toHaveProperty(en.labels.fields.w4FormYear);
  });

  it('names the take-home pay offered, and no state certificate where the state has no income tax', () => {
    const groups = printed({ state: 'TX', payBasis: 'netTarget', netPay: '900', withholdFederalIncomeTax: true });
    expect(entries(groups)).toMatchObject({ 'Take-home pay per pay period': '$900' });
    expect(groups.map((group) => group.heading)).toEqual(['Pay', 'Income tax withholding']);
  });

  it('between them, these cases print every field of the form under its label', () => {
    const labels = new Set(
      [NEW_YORK, PENNSYLVANIA, SEATTLE, { state: 'TX', payBasis: 'netTarget' as const }].flatMap((changes) =>
        Object.keys(entries(printed(changes))),
      ),
    );
    const numberLabels = NUMBER_FIELD_NAMES.flatMap((name) => {
      const wording = wordingOf(name, en);
      return wording === undefined ? [] : [wording.label];
    });
    for (const label of [...Object.values(en.labels.fields), ...numberLabels]) expect(labels, label).toContain(label);
  });
});
