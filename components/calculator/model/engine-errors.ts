/**
 * The tax engine's errors about its input, put beside the form field that caused each and said in the
 * visitor's words. The engine names its own input ("hourly.rate", "must be at most 744, got 800") for API
 * callers; here each becomes the field the visitor typed into, with the problem as they would put it.
 * An error no field caused is said for the whole form.
 */
import { formatsFor } from '../messages/formats';
import type { CalculatorMessages } from '../messages/types';
import {
  NUMBER_FIELDS,
  fieldForEnginePath,
  isNumberField,
  type FieldErrors,
  type FieldName,
  type NumberFieldName,
} from './calculator-fields';
import type { CalculatorState } from './query-state';
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
function shown(field: NumberFieldName, value: number, m: CalculatorMessages): string {
  const spec = NUMBER_FIELDS[field];
  if (spec.kind === 'fraction') return `${Number((value * 100).toFixed(4))}%`;
  const formats = formatsFor(m.locale);
  return spec.cents ? formats.money(value) : formats.number(value);
}

// The engine's messages are matched by their English: a message in another language falls through to the last line.
function numberFieldWords(field: NumberFieldName, message: string, m: CalculatorMessages): string {
  const name = m.fieldNames[field];
  const { money } = formatsFor(m.locale);
  const say = m.engineErrors;
  const overLimit = /^rate times hours comes to ([\d.]+), above the ([\d.]+) limit/.exec(message);
  if (overLimit) return say.overLimit(money(numberIn(overLimit[1])), money(numberIn(overLimit[2])));
  const atMost = /^must be at most ([\d.]+), got/.exec(message);
  if (atMost) return say.atMost(name, shown(field, numberIn(atMost[1]), m));
  const atLeast = /^must be at least ([\d.]+), got/.exec(message);
  if (atLeast) return say.atLeast(name, shown(field, numberIn(atLeast[1]), m));
  const rates = /^(.+) rates go up to ([\d.]+), got/.exec(message);
  if (rates) return say.rates(rates[1] ?? '', shown(field, numberIn(rates[2]), m));
  const unreachable = /^no gross pay up to (\d+) reaches this net pay/.exec(message);
  if (unreachable) return say.unreachable(money(numberIn(unreachable[1])));
  if (/^must be in whole cents/.test(message)) return say.wholeCents(name);
  return say.other(name, message);
}

function otherFieldWords(field: Exclude<FieldName, NumberFieldName>, message: string, m: CalculatorMessages): string {
  const say = m.engineErrors;
  const noRules = /^no (.+) withholding rules in force on (\d{4}-\d{2}-\d{2})$/.exec(message);
  if (field === 'payDate' && noRules)
    return say.noRules(noRules[1] ?? '', formatsFor(m.locale).longDate(noRules[2] ?? ''));
  const noAllowance = /^the (\d{4}) data has no allowance amount/.exec(message);
  if (field === 'w4FormYear' && noAllowance) return say.noAllowance(noAllowance[1] ?? '');
  const noMinimum =
    /^"(.+)" has no minimum wage of its own here; places in (.+?) that do: (.+)\. Leave place out where the state's rules apply$/.exec(
      message,
    );
  if (field === 'place' && noMinimum)
    return say.noPlaceMinimum(noMinimum[1] ?? '', noMinimum[2] ?? say.theState, noMinimum[3] ?? '');
  if (field === 'place') {
    const stateName = /places in (.+?) that do/.exec(message)?.[1] ?? say.theState;
    return message.replace(/\. Leave place out where the state's rules apply$/, say.placeElsewhere(stateName));
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

function certificateWords(
  field: string,
  message: string,
  certificate: readonly CertificateField[],
  m: CalculatorMessages,
): string {
  const label = certificate.find((candidate) => candidate.name === field)?.label ?? field;
  const atMost = /^must be at most ([\d.]+), got/.exec(message);
  if (atMost) return m.engineErrors.certificateAtMost(label, atMost[1] ?? '');
  const range = new RegExp(`allows ${field} from ([\\d.]+) to ([\\d.]+), got`).exec(message);
  if (range) return m.engineErrors.certificateRange(label, range[1] ?? '', range[2] ?? '');
  return capitalise(message);
}

export function placeEngineErrors(
  errors: readonly EngineError[],
  form: CalculatorState,
  certificate: readonly CertificateField[],
  m: CalculatorMessages,
): PlacedErrors {
  const { money } = formatsFor(m.locale);
  const placed: PlacedErrors = { fieldErrors: {}, stateErrors: {}, formErrors: [] };
  for (const { path, message } of errors) {
    const beyondPay = /^taxes and requested extra withholding \(([\d.]+)\) exceed gross pay \(([\d.]+)\)$/.exec(
      message,
    );
    if (path === '' && beyondPay) {
      const field = extraWithholdingField(form);
      const amounts = m.engineErrors.beyondPay(money(numberIn(beyondPay[1])), money(numberIn(beyondPay[2])));
      const words = m.engineErrors.extraTooHigh(amounts);
      if (field === undefined) placed.formErrors.push(m.engineErrors.taxesBeyondPay(amounts));
      else if (field.on === 'certificate') placed.stateErrors[field.name] = words;
      else placed.fieldErrors[field.name] = words;
      continue;
    }
    if (path.startsWith('stateW4.')) {
      const field = path.slice('stateW4.'.length);
      placed.stateErrors[field] = certificateWords(field, message, certificate, m);
      continue;
    }
    const field = fieldForEnginePath(path);
    if (field === undefined) placed.formErrors.push(capitalise(message));
    else if (isNumberField(field)) {
      const words = numberFieldWords(field, message, m);
      // A field only a link sets has no place on the form: its error is the form's.
      if (NUMBER_FIELDS[field].formLabel === undefined) placed.formErrors.push(words);
      else placed.fieldErrors[field] = words;
    } else placed.fieldErrors[field] = otherFieldWords(field, message, m);
  }
  return placed;
}
