import { citationTitleProblem } from '@/paylaw/data/visitor-text';
import { isOfficialSourceUrl } from '@/paylaw/data/official-hosts';
import { visitorCitation, type CitableSource } from './visitor-citation';

/** Why a source cannot be shown to a visitor as it stands; `at` names it in the messages. */
export function citationProblems(source: CitableSource, at: string): string[] {
  const shown = visitorCitation(source);
  if (shown === undefined)
    return [
      `${at} is secondary and has no "cite": give the authority, the official title and the authority's own address of the publication it stands in for`,
    ];
  const where = source.cite === undefined ? at : `${at}.cite`;
  const problems: string[] = [];
  if (shown.url === undefined) problems.push(`${where} has no url: give the authority's own address, or a "cite"`);
  else if (!shown.url.startsWith('https://') || !isOfficialSourceUrl(shown.url))
    problems.push(
      `${where}.url ${shown.url} is not the authority's own https address: cite the agency's own publication`,
    );
  const titleProblem = citationTitleProblem(shown.title);
  if (titleProblem !== undefined) problems.push(`${where}.title ${titleProblem}`);
  return problems;
}
