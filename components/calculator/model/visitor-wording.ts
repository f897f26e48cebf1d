/**
 * The engine's notes name its own inputs (suiRate, stateW4.countyRate) for
 * API callers. On the calculator they read as the fields a visitor sees, and
 * inputs the calculator does not offer are said to be outside it.
 */
import type { StateSummary } from '@/tax/browser';
import type { CalculatorMessages } from '../messages/types';

// A code in both lists (yonkers) reads as the residence: notes about a workplace name their codes through choicesFor.
const choicesOf = (summary: StateSummary | undefined): Record<string, string> => ({
  ...summary?.workplaces,
  ...summary?.residences,
});
const choicesFor = (summary: StateSummary | undefined, field: string): Record<string, string> =>
  (field === 'workplace' ? summary?.workplaces : field === 'residence' ? summary?.residences : undefined) ?? {};

function rephrased(text: string, messages: CalculatorMessages): string {
  let out = text;
  for (const [pattern, replacement] of messages.visitor.phrases) out = out.replace(pattern, replacement);
  return out;
}

/** Bare choice codes ("anneArundel or frederick", 'detroit') and field names as words a visitor knows. */
function plainWords(summary: StateSummary | undefined, text: string, messages: CalculatorMessages): string {
  const choices = choicesOf(summary);
  return text
    .replace(/'([a-z][A-Za-z]*)'/g, (whole: string, code: string) =>
      choices[code] === undefined ? whole : `“${choices[code]}”`,
    )
    .replace(
      /\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+\b/g,
      (word: string) => choices[word] ?? (word === 'countyRate' ? messages.visitor.countyRate : word),
    );
}

/**
 * A certificate field's label from the data, for the form: the engine's codes
 * after a name are dropped ("New York City (newYorkCity)"), and rates the
 * engine takes as fractions are shown as the percentages the field takes.
 */
export function certificateLabelForVisitors(
  label: string,
  summary: StateSummary | undefined,
  percent: boolean,
  messages: CalculatorMessages,
): string {
  const choices = choicesOf(summary);
  let text = label.replace(/ \(([a-z][A-Za-z]*)\)/g, (whole: string, code: string) =>
    choices[code] === undefined ? whole : '',
  );
  if (percent) {
    text = text
      .replace(messages.visitor.asAFraction, '')
      .replace(messages.visitor.fractionFor, '$1')
      .replace(/\b0\.\d+\b(?![\d%])/g, (fraction: string) => `${Number((Number(fraction) * 100).toFixed(4))}%`);
  }
  return plainWords(summary, rephrased(text, messages), messages);
}

export function noteForVisitors(note: string, summary: StateSummary | undefined, messages: CalculatorMessages): string {
  const form = summary?.form ?? messages.visitor.stateCertificate;
  const text = rephrased(note, messages).replace(
    messages.visitor.certificateInput,
    (_whole: string, field: string, fraction: string | undefined, codes: string | undefined) => {
      const label = summary?.fields[field];
      const named =
        label === undefined
          ? field.replace(/([A-Z])/g, ' $1').toLowerCase()
          : certificateLabelForVisitors(label, summary, fraction !== undefined, messages);
      const choices = choicesFor(summary, field);
      const options =
        codes === undefined
          ? ''
          : ` (${codes
              .split(messages.visitor.codeSeparator)
              .map((code) => choices[code] ?? code)
              .join(messages.visitor.or)})`;
      return messages.visitor.onTheForm(named, fraction ? messages.visitor.aPercentage : '', form, options);
    },
  );
  return plainWords(summary, text, messages);
}
