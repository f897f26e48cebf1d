/**
 * The checks every pay-law file gets whatever it holds: every source cited exists and every source is cited, a visitor
 * follows a source to the authority's own address, no visitor text narrates research, and which objects are drafts.
 */
import type { PayLawFederal, PayLawJurisdiction } from '../generated/pay-law';
import { visitorTextProblem } from './visitor-text';

export interface PayLawProblem {
  file: string;
  pointer: string;
  message: string;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export function* walk(value: unknown, pointer: string): Generator<{ pointer: string; node: Record<string, unknown> }> {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) yield* walk(value[i], `${pointer}/${i}`);
  } else if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, Json>;
    yield { pointer, node };
    for (const [key, child] of Object.entries(node)) {
      if (key !== 'sources') yield* walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    }
  }
}

export interface FileChecks {
  file: string;
  problems: PayLawProblem[];
  isOfficialUrl: (url: string) => boolean;
}

export function checkSources(c: FileChecks, data: PayLawFederal | PayLawJurisdiction): void {
  const cited = new Set<string>();
  for (const { pointer, node } of walk(data, '')) {
    const source = node.source;
    if (typeof source !== 'string') continue;
    cited.add(source);
    if (data.sources[source] === undefined) {
      const known = Object.keys(data.sources).join(', ');
      c.problems.push({
        file: c.file,
        pointer: `${pointer}/source`,
        message: `unknown source "${source}"; this file's sources: ${known}`,
      });
    }
  }
  for (const [id, source] of Object.entries(data.sources)) {
    if (source === undefined) continue;
    if (!cited.has(id))
      c.problems.push({
        file: c.file,
        pointer: `/sources/${id}`,
        message: `source "${id}" is cited by nothing: remove it, or cite it`,
      });
    if (!c.isOfficialUrl(source.url)) {
      c.problems.push({
        file: c.file,
        pointer: `/sources/${id}/url`,
        message: `${source.url} is not the authority's own address: a visitor follows the statute, regulation or agency page itself (.gov, or an agency domain in paylaw/data/official-hosts.ts); say where it was read in "reason" or "trail"`,
      });
    }
    for (const field of ['authority', 'title'] as const) {
      const problem = visitorTextProblem(source[field]);
      if (problem !== undefined)
        c.problems.push({ file: c.file, pointer: `/sources/${id}/${field}`, message: problem });
    }
  }
}

export function checkTexts(c: FileChecks, data: unknown): void {
  for (const { pointer, node } of walk(data, '')) {
    for (const field of ['text', 'name'] as const) {
      const value = node[field];
      if (typeof value !== 'string') continue;
      const problem = visitorTextProblem(value);
      if (problem !== undefined) c.problems.push({ file: c.file, pointer: `${pointer}/${field}`, message: problem });
    }
  }
}

export function draftsOf(file: string, data: unknown): Array<{ file: string; pointer: string }> {
  const drafts: Array<{ file: string; pointer: string }> = [];
  for (const { pointer, node } of walk(data, '')) if (node.verified === false) drafts.push({ file, pointer });
  return drafts;
}
