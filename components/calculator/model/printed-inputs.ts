/**
 * Every input and choice behind a result, as a printout lists them: the form itself does not print, so a sheet on the
 * fridge or in a folder still says what the figures were worked out from. The same fields the form shows for these
 * inputs, under the same labels; a field left empty says what the calculator took instead.
 */
import type { StateSummary } from '@/tax/browser';
import { formatsFor } from '../messages/formats';
import type { CalculatorMessages } from '../messages/types';
import { NUMBER_FIELD_NAMES, NUMBER_FIELDS, localTaxOf, w4Fields, type NumberFieldName } from './calculator-fields';
import { labelOf } from './field-words';
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
  messages: CalculatorMessages;
}

const yesNo = (value: boolean, m: CalculatorMessages) => (value ? m.printout.yes : m.printout.no);

/** A number field as typed, with its dollar sign or percent sign; empty is undefined. */
function typed(name: NumberFieldName, form: CalculatorState): string | undefined {
  const text = form[name].trim();
  if (text === '') return undefined;
  const spec = NUMBER_FIELDS[name];
  return spec.kind === 'fraction' ? `${text}%` : spec.cents ? `$${text.replace(/^\$/, '')}` : text;
}

const numberInput = (
  name: NumberFieldName,
  form: CalculatorState,
  m: CalculatorMessages,
  empty = m.printout.none,
): PrintedInput => ({
  label: labelOf(name, m),
  value: typed(name, form) ?? empty,
});

/** The week as typed, days off left out: "Mon 9, Tue 9, Wed 9, Thu 9, Fri 9 (45 hours a week)". */
function week(form: CalculatorState, m: CalculatorMessages): string {
  const worked = m.labels.days.flatMap(([short], index) => {
    const hours = (form.hoursByDay[index] ?? '').trim();
    return hours === '' || Number(hours) === 0 ? [] : [`${short} ${hours}`];
  });
  const total = form.hoursByDay.reduce((sum, day) => sum + (Number(day) || 0), 0);
  return worked.length === 0 ? m.printout.noHours : m.printout.week(worked.join(', '), Number(total.toFixed(2)));
}

/** The hours as the family splits them; a link may also set the overtime multiplier, which the form does not show. */
function splitInputs(form: CalculatorState, m: CalculatorMessages): PrintedInput[] {
  const multiplier = NUMBER_FIELDS.overtimeMultiplier;
  return [
    numberInput('overtimeHours', form, m),
    ...(form.overtimeMultiplier.trim() !== '' && form.overtimeMultiplier !== multiplier.initial
      ? [{ label: m.printout.overtimePaidAt, value: m.printout.timesTheRate(form.overtimeMultiplier.trim()) }]
      : []),
  ];
}

function payInputs(form: CalculatorState, context: PrintContext, m: CalculatorMessages): PrintedInput[] {
  if (form.payBasis !== 'hourly') return [numberInput(form.payBasis === 'perPeriod' ? 'grossPay' : 'netPay', form, m)];
  const labels = m.labels.fields;
  const places = placesOf(form.state);
  const place = placeOf(form)?.name ?? form.place;
  return [
    numberInput('rate', form, m),
    form.hoursMode === 'week'
      ? { label: labels.hoursByDay, value: week(form, m) }
      : numberInput('regularHours', form, m),
    ...(form.hoursMode === 'split' ? splitInputs(form, m) : []),
    { label: labels.liveIn, value: yesNo(form.liveIn, m) },
    { label: labels.duties, value: m.labels.duty[form.duties] },
    ...(places.length > 0 || place !== ''
      ? [{ label: labels.place, value: place || m.hours.elsewhere(context.stateName ?? m.hours.theState) }]
      : []),
  ];
}

function w4Inputs(form: CalculatorState, m: CalculatorMessages): PrintedInput[] {
  const lines = w4Fields(form.w4FormYear).map((name) => numberInput(name, form, m));
  const form2020 = form.w4FormYear === '2020orLater';
  const labels = m.labels.fields;
  return [
    { label: labels.w4FormYear, value: m.labels.w4Form[form.w4FormYear] },
    ...(form2020
      ? [
          { label: labels.filingStatus, value: m.labels.filing[form.filingStatus] },
          { label: labels.step2Checkbox, value: yesNo(form.step2Checkbox, m) },
        ]
      : [{ label: labels.maritalStatus, value: m.labels.marital[form.maritalStatus] }]),
    ...lines,
  ];
}

function certificateValue(field: CertificateField, typedValue: string, m: CalculatorMessages): string {
  const value = typedValue.trim();
  const type = field.type;
  if (type.kind === 'flag') return yesNo(value === 'true', m);
  if (value === '') return m.printout.notGiven;
  if (type.kind === 'choice') return type.options.find((option) => option.value === value)?.label ?? value;
  if (type.kind === 'number' && type.percent) return `${value.replace(/%$/, '')}%`;
  return value;
}

/** The local taxes the state has, each field under the tax's own name, as the form shows them where tax is withheld. */
function localInputs(form: CalculatorState, summary: StateSummary, m: CalculatorMessages): PrintedInput[] {
  return summary.localTaxes.flatMap((tax) =>
    NUMBER_FIELD_NAMES.filter((name) => localTaxOf(name) === tax.id).map((name) => ({
      label: labelOf(name, m, tax),
      value: typed(name, form) ?? m.printout.none,
    })),
  );
}

export function printedInputs(form: CalculatorState, context: PrintContext): PrintedGroup[] {
  const { summary, choice, certificate } = context;
  const m = context.messages;
  const labels = m.labels.fields;
  const withheld = choice.state === 'withheld';
  const groups: PrintedGroup[] = [
    {
      heading: m.printout.pay,
      inputs: [
        { label: m.printout.whatYouCalculated, value: m.labels.modes[form.mode] },
        { label: labels.state, value: context.stateName ?? m.printout.notChosen },
        { label: labels.payFrequency, value: m.labels.frequency[form.payFrequency] },
        {
          label: labels.payDate,
          value: form.payDate ? formatsFor(m.locale).longDate(form.payDate) : m.printout.today,
        },
        { label: labels.taxYear, value: String(context.taxYear) },
        { label: labels.payBasis, value: m.labels.payBasis[form.payBasis] },
        ...payInputs(form, context, m),
        numberInput('ytdWages', form, m),
        numberInput('suiRate', form, m, m.printout.newEmployerRate),
      ],
    },
    {
      heading: m.printout.withholding,
      inputs: [
        { label: labels.withholdIncomeTax, value: yesNo(form.withholdFederalIncomeTax, m) },
        ...(form.withholdFederalIncomeTax ? w4Inputs(form, m) : []),
      ],
    },
  ];
  if (withheld && summary !== undefined && certificate.length > 0)
    groups.push({
      heading: m.printout.certificate(summary.form ?? m.withholding.stateCertificate),
      inputs: certificate.map((field) => ({
        label: field.label,
        value: certificateValue(field, form.stateW4[field.name] ?? '', m),
      })),
    });
  const local = withheld && summary !== undefined ? localInputs(form, summary, m) : [];
  if (local.length > 0) groups.push({ heading: m.printout.localTaxes, inputs: local });
  return groups;
}
