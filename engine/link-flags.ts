import type { SiteConfig } from '@/schemas/generated/config-types';
import { encodePointer, type JsonSource } from './json-source';
import type { ConfigProblem } from './result';

/** The on/off flags of site.json: the only flags a link may be switched by. */
export const switchFlags = (site: SiteConfig): Set<string> =>
  new Set(Object.entries(site.featureFlags).flatMap(([name, value]) => (typeof value === 'boolean' ? [name] : [])));

/** A link shown only under a flag must name an on/off flag of site.json: a typo would hide the link for good. */
export function linkFlagProblems(source: JsonSource, switches: ReadonlySet<string>): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  const visit = (value: unknown, pointer: string): void => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${pointer}/${index}`));
      return;
    }
    if (value === null || typeof value !== 'object') return;
    const flag: unknown = Reflect.get(value, 'flag');
    if (typeof flag === 'string' && typeof Reflect.get(value, 'href') === 'string' && !switches.has(flag)) {
      problems.push(
        source.problemAt(
          `${pointer}/flag`,
          `unknown flag "${flag}"; links can be switched by: ${[...switches].join(', ')}`,
        ),
      );
    }
    for (const [key, item] of Object.entries(value)) visit(item, pointer + encodePointer([key]));
  };
  visit(source.data, '');
  return problems;
}
