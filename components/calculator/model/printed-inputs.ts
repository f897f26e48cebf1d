/**
 * Every input and choice behind a result, as a printout lists them: the form itself does not print, so a sheet on the
 * fridge or in a folder still says what the figures were worked out from. The same fields the form shows for these
 * inputs, under the same labels; a field left empty says what the calculator took instead.
 */
import type { StateSummary } from '@/tax/browser';
import { longDate } from '@/components/ui/calendar-date';
import { NUMBER_FIELD_NAMES, NUMBER_FIELDS, localTaxOf, w4Fields, type NumberFieldName } from './calculator-fields';
import {
  DAYS,
  DUTY_LABELS,
  FIELD_LABELS,
  FILING_LABELS,
  FREQUENCY_LABELS,
  MARITAL_LABELS,
  MODE_LABELS,
  PAY_BASIS_LABELS,
  W4_FORM_LABELS,
} from './input-labels';
import { placeOf, placesOf } from './pay-law';
import type { CalculatorState } from './query-state';
import type { CertificateField } from './state-certificate';
import type { WithholdingChoice } from './withholding-choice';

export interface PrintedInput {
  label: string;
  value: string;
}

export interface PrintedGroup {
  heading: string;
  inputs: PrintedInput[];
}

export interface PrintContext {
  /** The state's name as the state list has it; undefined before one is chosen. */
  stateName: string | undefined;
  taxYear: number;
  summary: StateSummary | undefined;
  choice: WithholdingChoice;
  /** The state certificate's fields, where the state's tax is withheld. */
  certificate: CertificateField[];
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** A number field as typed, with its dollar sign or percent sign; empty is undefined. */
function typed(name: NumberFieldName, form: CalculatorState): string | undefined {
  const text = form[name].trim();
  if (text === '') return undefined;
  const spec = NUMBER_FIELDS[name];
  return spec.kind === 'fraction' ? `${text}%` : spec.cents ? `$${text.replace(/^\$/, '')}` : text;
}

const numberInput = (name: NumberFieldName, form: CalculatorState, empty = 'None'): PrintedInput => ({
  label: NUMBER_FIELDS[name].wording?.label ?? NUMBER_FIELDS[name].label,
  value: typed(name, form) ?? empty,
});

/** The week as typed, days off left out: "Mon 9, Tue 9, Wed 9, Thu 9, Fri 9 (45 hours a week)". */
function week(form: CalculatorState): string {
  const worked = DAYS.flatMap(([short], index) => {
    const hours = (form.hoursByDay[index] ?? '').trim();
    return hours === '' || Number(hours) === 0 ? [] : [`${short} ${hours}`];
  });
  const total = form.hoursByDay.reduce((sum, day) => sum + (Number(day) || 0), 0);
  return worked.length === 0 ? 'No hours' : `${worked.join(', ')} (${Number(total.toFixed(2))} hours a week)`;
}

/** The hours as the family splits them; a link may also set the overtime multiplier, which the form does not show. */
function splitInputs(form: CalculatorState): PrintedInput[] {
  const multiplier = NUMBER_FIELDS.overtimeMultiplier;
  return [
    numberInput('overtimeHours', form),
    ...(form.overtimeMultiplier.trim() !== '' && form.overtimeMultiplier !== multiplier.initial
      ? [{ label: 'Overtime paid at', value: `${form.overtimeMultiplier.trim()} times the rate` }]
      : []),
  ];
}

function payInputs(form: CalculatorState, context: PrintContext): PrintedInput[] {
  if (form.payBasis !== 'hourly') return [numberInput(form.payBasis === 'perPeriod' ? 'grossPay' : 'netPay', form)];
  const places = placesOf(form.state);
  const place = placeOf(form)?.name ?? form.place;
  return [
    numberInput('rate', form),
    form.hoursMode === 'week'
      ? { label: FIELD_LABELS.hoursByDay, value: week(form) }
      : numberInput('regularHours', form),
    ...(form.hoursMode === 'split' ? splitInputs(form) : []),
    { label: FIELD_LABELS.liveIn, value: yesNo(form.liveIn) },
    { label: FIELD_LABELS.duties, value: DUTY_LABELS[form.duties] },
    ...(places.length > 0 || place !== ''
      ? [{ label: FIELD_LABELS.place, value: place || `Elsewhere in ${context.stateName ?? 'the state'}` }]
      : []),
  ];
}

function w4Inputs(form: CalculatorState): PrintedInput[] {
  const lines = w4Fields(form.w4FormYear).map((name) => numberInput(name, form));
  const form2020 = form.w4FormYear === '2020orLater';
  return [
    { label: FIELD_LABELS.w4FormYear, value: W4_FORM_LABELS[form.w4FormYear] },
    ...(form2020
      ? [
          { label: FIELD_LABELS.filingStatus, value: FILING_LABELS[form.filingStatus] },
          { label: FIELD_LABELS.step2Checkbox, value: yesNo(form.step2Checkbox) },
        ]
      : [{ label: FIELD_LABELS.maritalStatus, value: MARITAL_LABELS[form.maritalStatus] }]),
    ...lines,
  ];
}

function certificateValue(field: CertificateField, typedValue: string): string {
  const value = typedValue.trim();
  const type = field.type;
  if (type.kind === 'flag') return yesNo(value === 'true');
  if (value === '') return 'Not given';
  if (type.kind === 'choice') return type.options.find((option) => option.value === value)?.label ?? value;
  if (type.kind === 'number' && type.percent) return `${value.replace(/%$/, '')}%`;
  return value;
}

/** The local taxes the state has, each field under the tax's own name, as the form shows them where tax is withheld. */
function localInputs(form: CalculatorState, summary: StateSummary): PrintedInput[] {
  return summary.localTaxes.flatMap((tax) =>
    NUMBER_FIELD_NAMES.filter((name) => localTaxOf(name) === tax.id).map((name) => ({
      label: NUMBER_FIELDS[name].localWording?.(tax).label ?? NUMBER_FIELDS[name].label,
      value: typed(name, form) ?? 'None',
    })),
  );
}

export function printedInputs(form: CalculatorState, context: PrintContext): PrintedGroup[] {
  const { summary, choice, certificate } = context;
  const withheld = choice.state === 'withheld';
  const groups: PrintedGroup[] = [
    {
      heading: 'Pay',
      inputs: [
        { label: 'What you calculated', value: MODE_LABELS[form.mode] },
        { label: FIELD_LABELS.state, value: context.stateName ?? 'Not chosen' },
        { label: FIELD_LABELS.payFrequency, value: FREQUENCY_LABELS[form.payFrequency] },
        { label: FIELD_LABELS.payDate, value: form.payDate ? longDate(form.payDate) : 'Today' },
        { label: FIELD_LABELS.taxYear, value: String(context.taxYear) },
        { label: FIELD_LABELS.payBasis, value: PAY_BASIS_LABELS[form.payBasis] },
        ...payInputs(form, context),
        numberInput('ytdWages', form),
        numberInput('suiRate', form, 'The new-employer rate'),
      ],
    },
    {
      heading: 'Income tax withholding',
      inputs: [
        { label: FIELD_LABELS.withholdIncomeTax, value: yesNo(form.withholdFederalIncomeTax) },
        ...(form.withholdFederalIncomeTax ? w4Inputs(form) : []),
      ],
    },
  ];
  if (withheld && summary !== undefined && certificate.length > 0)
    groups.push({
      heading: `Your caregiver's ${summary.form ?? 'state certificate'}`,
      inputs: certificate.map((field) => ({
        label: field.label,
        value: certificateValue(field, form.stateW4[field.name] ?? ''),
      })),
    });
  const local = withheld && summary !== undefined ? localInputs(form, summary) : [];
  if (local.length > 0) groups.push({ heading: 'Local taxes', inputs: local });
  return groups;
}
