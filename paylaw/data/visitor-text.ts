/**
 * Words a visitor reads state the rule and who sets it. How the team found a fact (what it read, where, what agreed)
 * belongs in a source's reason or trail, never in a visitor's text: these are the phrases that give such a note away.
 */
const RESEARCH_NOTES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bstored\b/i, '"stored"'],
  [/\bmirror(ed|s)?\b/i, '"mirror"'],
  [/\bnot among\b/i, '"not among"'],
  [/\btranscri(bed|ption|be)\b/i, 'a transcription'],
  [/\breproduc(ed|tion|es)\b/i, 'a reproduction'],
  [/\bcop(y|ies) (of|on|at) (the |a |an )?(page|publication|agency|site|statute|order|pdf)\b/i, 'a copy of a page'],
  [/\b(read|found|checked) (in|on|at) (the |a )?(copy|summary|news|vendor|blog)/i, 'where it was read'],
  [/(^|[\s(])[\w.-]+\/[\w./-]+\.(ts|tsx|js|json|md)\b/, 'a file path'],
  [
    /\b(was|were|is|are) not (found|read|readable)\b|\bcould not (find|read)\b|\bnot reconciled\b/i,
    'what the team could not find',
  ],
  [/\b(available|found) here\b|\bas last read\b|\bnothing read\b/i, 'what the team read'],
  [/\b(payroll|a) vendor|\bpayroll (firm|reference|service|software)s?\b|\baccountants' guidance\b/i, 'a vendor'],
  [
    /\b(Bloomberg Tax|Halfpricesoft|Suburban Computer|PaycheckCity|First Nonprofit|Paychex|Gusto|ADP)\b/,
    'a vendor or news source',
  ],
];

/**
 * A citation is only the authority's official title: any word about the copy read, or how the figure was
 * checked, is the trail's. Prose may tell a family to keep a copy of a form; a citation never mentions one.
 */
const CITATION_NOTES: ReadonlyArray<readonly [RegExp, string]> = [
  ...RESEARCH_NOTES,
  [/\bcop(y|ies)\b/i, '"copy"'],
  [/\b(primary|secondary)\b/i, 'how the source was classed'],
  [/\b(un)?verif(y|ied|ication)\b|\bconfirmed\b/i, 'how it was checked'],
  [/\b(as reported by|according to|read in|cross-checked)\b/i, 'where it was read'],
];

const ADVICE = 'say the rule for the visitor here, and how it was checked in the source\'s "trail" or "reason"';

function firstMatch(text: string, notes: ReadonlyArray<readonly [RegExp, string]>): string | undefined {
  return notes.find(([pattern]) => pattern.test(text))?.[1];
}

/** Why a visitor-facing text reads as a research note, or undefined when it does not. */
export function visitorTextProblem(text: string): string | undefined {
  const what = firstMatch(text, RESEARCH_NOTES);
  return what === undefined ? undefined : `reads as a research note (${what}): ${ADVICE}`;
}

/** Why a citation's title is not an official title a visitor can look up, or undefined when it is one. */
export function citationTitleProblem(title: string): string | undefined {
  const what = firstMatch(title, CITATION_NOTES);
  return what === undefined
    ? undefined
    : `is not an official title (${what}): cite the statute, regulation or publication by its own title, and keep how it was read in the source's "title"/"reason" trail`;
}
