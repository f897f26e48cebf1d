/**
 * The state's withholding certificate (NY IT-2104, CA DE 4, ...) as form
 * fields: which of the engine's generic stateW4 fields the state's form has,
 * in the form's own words, and how each is entered.
 */
import type { StateSummary } from '@/tax/browser';
import type { CalculatorMessages } from '../messages/types';
import { commaMessage, readNumberText } from './number-text';
import { certificateLabelForVisitors } from './visitor-wording';

export type CertificateFieldKind =
  | { kind: 'choice'; options: Array<{ value: string; label: string }> }
  | { kind: 'flag' }
  | { kind: 'number'; percent: boolean }
  | { kind: 'text' };

export interface CertificateField {
  name: string;
  label: string;
  type: CertificateFieldKind;
}

/** Rates are fractions for the engine and percentages for people. */
const PERCENT_FIELDS = ['withholdingRate', 'countyRate'];

export function certificateFields(summary: StateSummary | undefined, messages: CalculatorMessages): CertificateField[] {
  if (!summary) return [];
  return Object.entries(summary.fields).map(([name, label]): CertificateField => {
    const options =
      name === 'filingStatus'
        ? summary.statuses
        : name === 'residence'
          ? summary.residences
          : name === 'workplace'
            ? summary.workplaces
            : undefined;
    const percent = PERCENT_FIELDS.includes(name);
    const shown = certificateLabelForVisitors(label, summary, percent, messages);
    if (options)
      return {
        name,
        label: shown,
        type: { kind: 'choice', options: Object.entries(options).map(([value, text]) => ({ value, label: text })) },
      };
    if (name === 'exempt') return { name, label: shown, type: { kind: 'flag' } };
    if (name === 'rateTable') return { name, label: shown, type: { kind: 'text' } };
    return { name, label: shown, type: { kind: 'number', percent } };
  });
}

/** What the visitor entered, as the engine's stateW4; a number that is not one is an error beside its field. */
export function stateW4From(
  values: Record<string, string>,
  fields: CertificateField[],
  messages: CalculatorMessages,
): { value: Record<string, unknown>; errors: Record<string, string> } {
  const value: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const raw = (values[field.name] ?? '').trim();
    if (raw === '') continue;
    if (field.type.kind === 'flag') {
      if (raw === 'true') value[field.name] = true;
    } else if (field.type.kind === 'number') {
      const read = readNumberText(raw);
      if (read.ok) value[field.name] = field.type.percent ? Math.round(read.value * 1000) / 100_000 : read.value;
      else if (read.problem === 'comma') errors[field.name] = commaMessage(read.suggestion, false, messages);
      else errors[field.name] = messages.input.certificateNumber;
    } else {
      value[field.name] = field.type.kind === 'text' ? raw.toUpperCase() : raw;
    }
  }
  return { value, errors };
}
