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
];

/** Why a visitor-facing text reads as a research note, or undefined when it does not. */
export function visitorTextProblem(text: string): string | undefined {
  for (const [pattern, what] of RESEARCH_NOTES) {
    if (pattern.test(text))
      return `reads as a research note (${what}): say the rule for the visitor here, and how it was checked in the source's "trail" or "reason"`;
  }
  return undefined;
}
