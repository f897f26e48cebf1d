/**
 * The tax engine's errors about its input, put beside the form field that caused each and said in the
 * visitor's words. The engine names its own input ("hourly.rate", "must be at most 744, got 800") for API
 * callers; here each becomes the field the visitor typed into, with the problem as they would put it.
 * An error no field caused is said for the whole form.
 */
import { longDate } from '@/components/ui/calendar-date';
import {
  NUMBER_FIELDS,
  fieldForEnginePath,
  isNumberField,
  type FieldErrors,
  type FieldName,
  type NumberFieldName,
} from './calculator-fields';
import type { CalculatorState } from './query-state';
import { money } from './result-rows';
import type { CertificateField } from './state-certificate';

export interface EngineError {
  path: string;
  message: string;
}

export interface PlacedErrors {
  fieldErrors: FieldErrors;
  /** By the state certificate's field name. */
  stateErrors: Record<string, string>;
  formErrors: string[];
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const numberIn = (text: string | undefined): number => Number(text ?? Number.NaN);

/** A limit as the field takes it: a percentage for a rate, dollars for money, a plain number otherwise. */
function shown(field: NumberFieldName, value: number): string {
  const spec = NUMBER_FIELDS[field];
  if (spec.kind === 'fraction') return `${Number((value * 100).toFixed(4))}%`;
  return spec.cents ? money(value) : value.toLocaleString('en-US');
}

function numberFieldWords(field: NumberFieldName, message: string): string {
  const label = NUMBER_FIELDS[field].label;
  const overLimit = /^rate times hours comes to ([\d.]+), above the ([\d.]+) limit/.exec(message);
  if (overLimit)
    return `At this rate the hours come to ${money(numberIn(overLimit[1]))} for one pay period, more than the ${money(numberIn(overLimit[2]))} the calculator works out: check the rate and the hours`;
  const atMost = /^must be at most ([\d.]+), got/.exec(message);
  if (atMost) return `${capitalise(label)} can't be more than ${shown(field, numberIn(atMost[1]))}`;
  const atLeast = /^must be at least ([\d.]+), got/.exec(message);
  if (atLeast) return `${capitalise(label)} must be at least ${shown(field, numberIn(atLeast[1]))}`;
  const rates = /^(.+) rates go up to ([\d.]+), got/.exec(message);
  if (rates) return `${rates[1]} rates go up to ${shown(field, numberIn(rates[2]))}: check the rate on your notice`;
  const unreachable = /^no gross pay up to (\d+) reaches this net pay/.exec(message);
  if (unreachable)
    return `No pay up to ${money(numberIn(unreachable[1]))} a pay period leaves this take-home pay with these withholdings: lower the take-home pay or the extra withholding`;
  if (/^must be in whole cents/.test(message)) return `Enter ${label} in dollars and cents, like 22.50`;
  return `${capitalise(label)}: ${message}`;
}

function otherFieldWords(field: Exclude<FieldName, NumberFieldName>, message: string): string {
  const noRules = /^no (.+) withholding rules in force on (\d{4}-\d{2}-\d{2})$/.exec(message);
  if (field === 'payDate' && noRules)
    return `The calculator has no ${noRules[1]} withholding rules for ${longDate(noRules[2] ?? '')}: choose another pay date`;
  const noAllowance = /^the (\d{4}) data has no allowance amount/.exec(message);
  if (field === 'w4FormYear' && noAllowance)
    return `The ${noAllowance[1]} tax figures have no allowance amount for a Form W-4 from 2019 or earlier: choose “2020 or later” and enter the steps of a current form, or a pay date in another year`;
  if (field === 'place') {
    const stateName = /places in (.+?) that do/.exec(message)?.[1] ?? 'the state';
    return message.replace(
      /\. Leave place out where the state's rules apply$/,
      `. Otherwise choose “Elsewhere in ${stateName}”`,
    );
  }
  return capitalise(message);
}

/** The extra amounts a family may ask withheld, in the order a family would look at them: the one that is filled in caused it. */
type ExtraField = { on: 'form'; name: NumberFieldName } | { on: 'certificate'; name: string };

function extraWithholdingField(form: CalculatorState): ExtraField | undefined {
  if (form.withholdFederalIncomeTax) {
    const federal = form.w4FormYear === 'pre2020' ? 'additionalWithholding' : 'step4c';
    if (form[federal].trim() !== '') return { on: 'form', name: federal };
  }
  for (const name of ['additionalWithholding', 'additionalNewYorkCity', 'additionalYonkers'])
    if ((form.stateW4[name] ?? '').trim() !== '') return { on: 'certificate', name };
  return form.localServicesTax.trim() === '' ? undefined : { on: 'form', name: 'localServicesTax' };
}

function certificateWords(field: string, message: string, certificate: readonly CertificateField[]): string {
  const label = certificate.find((candidate) => candidate.name === field)?.label ?? field;
  const atMost = /^must be at most ([\d.]+), got/.exec(message);
  if (atMost) return `“${label}” can't be more than ${atMost[1]}`;
  const range = new RegExp(`allows ${field} from ([\\d.]+) to ([\\d.]+), got`).exec(message);
  if (range) return `“${label}” goes from ${range[1]} to ${range[2]} on the form`;
  return capitalise(message);
}

export function placeEngineErrors(
  errors: readonly EngineError[],
  form: CalculatorState,
  certificate: readonly CertificateField[],
): PlacedErrors {
  const placed: PlacedErrors = { fieldErrors: {}, stateErrors: {}, formErrors: [] };
  for (const { path, message } of errors) {
    const beyondPay = /^taxes and requested extra withholding \(([\d.]+)\) exceed gross pay \(([\d.]+)\)$/.exec(
      message,
    );
    if (path === '' && beyondPay) {
      const field = extraWithholdingField(form);
      const amounts = `${money(numberIn(beyondPay[1]))}, more than the ${money(numberIn(beyondPay[2]))} pay`;
      const words = `With this extra amount the withholding comes to ${amounts}: lower the extra amount`;
      if (field === undefined) placed.formErrors.push(`The taxes come to ${amounts}`);
      else if (field.on === 'certificate') placed.stateErrors[field.name] = words;
      else placed.fieldErrors[field.name] = words;
      continue;
    }
    if (path.startsWith('stateW4.')) {
      const field = path.slice('stateW4.'.length);
      placed.stateErrors[field] = certificateWords(field, message, certificate);
      continue;
    }
    const field = fieldForEnginePath(path);
    if (field === undefined) placed.formErrors.push(capitalise(message));
    else if (isNumberField(field)) {
      const words = numberFieldWords(field, message);
      // A field only a link sets has no place on the form: its error is the form's.
      if (NUMBER_FIELDS[field].wording === undefined && NUMBER_FIELDS[field].localWording === undefined)
        placed.formErrors.push(words);
      else placed.fieldErrors[field] = words;
    } else placed.fieldErrors[field] = otherFieldWords(field, message);
  }
  return placed;
}
