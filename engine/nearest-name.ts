/** "Did you mean ...?" for a name that is not known: the closest known name, if it is close enough to be a typo. */

function editDistance(a: string, b: string): number {
  // One row of the Levenshtein table at a time; names are short.
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** The known name nearest to `name`, or undefined when none is within a third of its length (at least 2 edits). */
export function nearestName(name: string, known: readonly string[]): string | undefined {
  const wanted = name.toLowerCase();
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  let best: { name: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(wanted, candidate.toLowerCase());
    if (distance <= limit && (!best || distance < best.distance)) best = { name: candidate, distance };
  }
  return best?.name;
}

/** ` (did you mean "x"?)` or nothing. */
export function didYouMean(name: string, known: readonly string[]): string {
  const nearest = nearestName(name, known);
  return nearest === undefined ? '' : ` (did you mean "${nearest}"?)`;
}
