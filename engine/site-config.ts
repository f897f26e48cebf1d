/**
 * site.json on its own: parsed (problems at file:line:column), checked against its schema, its flag links and,
 * for a production build, its contact details. The site model builds on it, and so does the code that runs
 * before any page (the proxy, next.config, the security policies, public config), so every reader gets the same
 * checked, typed config with the brand's tokens filled in, never the raw file.
 */
import type { SiteConfig } from '@/schemas/generated/config-types';
import { parseJsonSource, type JsonSource } from './json-source';
import { linkFlagProblems, switchFlags } from './link-flags';
import { placeholderContactProblems } from './placeholder-contacts';
import { fail, ok, type ConfigProblem, type Result } from './result';
import { checkAgainstSchema } from './schema-validator';
import { interpolateDeep, tokenValues } from './tokens';

export interface RawFile {
  /** Path shown in problems, relative to where the command runs. */
  file: string;
  text: string;
}

export interface SiteConfigOptions {
  /** A production build: placeholder contact details (example domains, 555-01xx numbers) are refused. */
  production?: boolean;
}

export const MISSING_SITE: ConfigProblem = {
  file: 'site.json',
  pointer: '',
  line: 1,
  column: 1,
  message: 'site.json is missing: brand, navigation, footer and flag defaults live there',
};

/** The checked config as written (tokens not yet filled in) and its source, for the cross-file rules. */
export function checkedSite(
  file: RawFile | undefined,
  { production = false }: SiteConfigOptions = {},
): Result<{ site: SiteConfig; source: JsonSource }> {
  if (!file) return fail([MISSING_SITE]);
  const parsed = parseJsonSource(file.file, file.text);
  if (!parsed.ok) return parsed;
  const source = parsed.value;
  const { problems } = checkAgainstSchema('SiteConfig', source);
  if (problems.length > 0) return fail(problems);
  // ajv has just proven the shape; this is where the validated data takes its type.
  const site = source.data as SiteConfig;
  const more = [
    ...linkFlagProblems(source, switchFlags(site)),
    ...(production ? placeholderContactProblems(source) : []),
  ];
  return more.length > 0 ? fail(more) : ok({ site, source });
}

/** site.json as every reader uses it: checked, with the brand's tokens filled in. */
export function siteConfigFrom(file: RawFile | undefined, options: SiteConfigOptions = {}): Result<SiteConfig> {
  const checked = checkedSite(file, options);
  if (!checked.ok) return checked;
  return ok(interpolateDeep(checked.value.site, tokenValues(checked.value.site)));
}
