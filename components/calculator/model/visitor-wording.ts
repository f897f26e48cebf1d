/**
 * The engine's notes name its own inputs (suiRate, stateW4.countyRate) for
 * API callers. On the calculator they read as the fields a visitor sees, and
 * inputs the calculator does not offer are said to be outside it.
 */
import type { StateSummary } from '@/tax/browser';

const SUI_FIELD = '“Your state unemployment (SUI) rate” under Advanced';
const ELECTION = '“Your caregiver asked you to withhold income tax”';

const PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /; give annualCashWages if the year's total differs\./,
    '; if the year’s total will differ, the thresholds may too.',
  ],
  [
    / \(set withholdFederalIncomeTax to true for federal and state together, or withholdStateIncomeTax for the state alone\)\./,
    ` If your caregiver asks, tick ${ELECTION}.`,
  ],
  [/\(set withholdFederalIncomeTax to true\)/, `(tick ${ELECTION} if they did)`],
  [/ as suiRate \(0\.027 for 2\.7%\)/, ` as ${SUI_FIELD}`],
  [/\bsuiRate\b/, SUI_FIELD],
  [/ Enter the base from your state notice as suiWageBase\./, ''],
  [/the suiWageBase you gave/, 'the wage base you gave'],
  [/ \(no payDate given\)/, ''],
  [/; give payDate for a pay from that day\./, '.'],
  [
    /, or give the hours of each day \(hoursByDay\) to have them worked out\./,
    ', or choose “The hours of each day” to have them worked out.',
  ],
  [/can be entered as localTaxRate/, 'are not included in this calculator'],
  [/enter the work location's rate as localTaxRate/, 'they are not included in this calculator'],
  [/go in localTaxRate/, 'are not included in this calculator'],
  [/\blocalTaxRate\b/, 'a local tax rate (not in this calculator)'],
];

// A code in both lists (yonkers) reads as the residence: notes about a workplace name their codes through choicesFor.
const choicesOf = (summary: StateSummary | undefined): Record<string, string> => ({
  ...summary?.workplaces,
  ...summary?.residences,
});
const choicesFor = (summary: StateSummary | undefined, field: string): Record<string, string> =>
  (field === 'workplace' ? summary?.workplaces : field === 'residence' ? summary?.residences : undefined) ?? {};

function rephrased(text: string): string {
  let out = text;
  for (const [pattern, replacement] of PHRASES) out = out.replace(pattern, replacement);
  return out;
}

/** Bare choice codes ("anneArundel or frederick", 'detroit') and field names as words a visitor knows. */
function plainWords(summary: StateSummary | undefined, text: string): string {
  const choices = choicesOf(summary);
  return text
    .replace(/'([a-z][A-Za-z]*)'/g, (whole: string, code: string) =>
      choices[code] === undefined ? whole : `“${choices[code]}”`,
    )
    .replace(
      /\b[a-z]+[A-Z][A-Za-z]*\b|\b[a-z]+\b/g,
      (word: string) => choices[word] ?? (word === 'countyRate' ? 'the county rate' : word),
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
): string {
  const choices = choicesOf(summary);
  let text = label.replace(/ \(([a-z][A-Za-z]*)\)/g, (whole: string, code: string) =>
    choices[code] === undefined ? whole : '',
  );
  if (percent) {
    text = text
      .replace(/ as a fraction/g, '')
      .replace(/\b0\.\d+ for (\d+(?:\.\d+)?%)/g, '$1')
      .replace(/\b0\.\d+\b(?![\d%])/g, (fraction: string) => `${Number((Number(fraction) * 100).toFixed(4))}%`);
  }
  return plainWords(summary, rephrased(text));
}

export function noteForVisitors(note: string, summary: StateSummary | undefined): string {
  const form = summary?.form ?? 'state certificate';
  const text = rephrased(note).replace(
    /stateW4\.([A-Za-z]+)( \(a fraction\))?(?: \(([a-z][A-Za-z]*(?: or [a-z][A-Za-z]*)*)\))?/g,
    (_whole: string, field: string, fraction: string | undefined, codes: string | undefined) => {
      const label = summary?.fields[field];
      const named =
        label === undefined
          ? field.replace(/([A-Z])/g, ' $1').toLowerCase()
          : certificateLabelForVisitors(label, summary, fraction !== undefined);
      const choices = choicesFor(summary, field);
      const options =
        codes === undefined
          ? ''
          : ` (${codes
              .split(' or ')
              .map((code) => choices[code] ?? code)
              .join(' or ')})`;
      return `“${named}”${fraction ? ' (a percentage)' : ''} on the ${form}${options}`;
    },
  );
  return plainWords(summary, text);
}
