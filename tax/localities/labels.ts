/**
 * Readable names for what the agencies print in capitals and abbreviations
 * (ABINGTON TWP, CALIFORNIA A S D, Bexley CSD), for the calculator to show.
 */

const ENDINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\s+A\s*S\s*D$/i, ' Area School District'],
  [/\s+S\s*D$/i, ' School District'],
  [/\s+EVSD$/, ' Exempted Village School District'],
  [/\s+CSD$/, ' City School District'],
  [/\s+LSD$/, ' Local School District'],
  [/\s+SCH DIST$/i, ' School District'],
];

const WORDS: Readonly<Record<string, string>> = {
  TWP: 'Township',
  BORO: 'Borough',
  CO: 'County',
  COMM: 'Community',
};

function capitalised(word: string): string {
  const lower = word.toLowerCase();
  const first = lower.replace(
    /^([^a-z]*)([a-z])/,
    (_, lead: string, letter: string) => `${lead}${letter.toUpperCase()}`,
  );
  // McKeesport, McCandless; and each part of a hyphenated name (Wilkes-Barre).
  return first
    .replace(/^(Mc)([a-z])/, (_, mc: string, letter: string) => `${mc}${letter.toUpperCase()}`)
    .replace(/-([a-z])/g, (_, letter: string) => `-${letter.toUpperCase()}`);
}

/** A register name in capitals as a family writes it: "ABINGTON TWP" becomes "Abington Township". */
export function readableName(printed: string): string {
  let name = printed.replace(/\s+/g, ' ').trim();
  let ending = '';
  for (const [pattern, replacement] of ENDINGS) {
    if (pattern.test(name)) {
      name = name.replace(pattern, '');
      ending = replacement;
      break;
    }
  }
  const isCapitals = name === name.toUpperCase();
  const words = name.split(' ').map((word) => WORDS[word] ?? (isCapitals ? capitalised(word) : word));
  return `${words.join(' ')}${ending}`;
}

export function percent(rate: number): string {
  return `${Number((rate * 100).toFixed(4))}%`;
}
