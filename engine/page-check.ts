/**
 * The checks every page file goes through, in any language: parsed with positions, its tokens known, its schema
 * met with the brand's words filled in, and every shared id it names present.
 */
import type { PageConfig } from '@/schemas/generated/config-types';
import { encodePointer, parseJsonSource, type JsonSource } from './json-source';
import type { ConfigProblem } from './result';
import { checkAgainstSchema, type SharedReference } from './schema-validator';
import { isCollectionName, type SharedContent } from './shared-content';
import { interpolateDeep, unknownTokens, type TokenValues } from './tokens';
import { didYouMean, nearestName } from './nearest-name';
import type { RawFile } from './site-config';

export interface Collector {
  problems: ConfigProblem[];
}

export function parse(file: RawFile, collector: Collector): JsonSource | undefined {
  const parsed = parseJsonSource(file.file, file.text);
  if (parsed.ok) return parsed.value;
  collector.problems.push(...parsed.errors);
  return undefined;
}

// ajv has just proven the shape; this is the one place the validated data takes its type.
export function validatedData<T>(data: unknown): T {
  return data as T;
}

export function validated<T>(source: JsonSource): T {
  return validatedData<T>(source.data);
}

export function checkReferences(
  page: JsonSource,
  references: SharedReference[],
  shared: SharedContent,
  collector: Collector,
): void {
  for (const reference of references) {
    if (!isCollectionName(reference.collection)) {
      collector.problems.push(
        page.problemAt(
          reference.pointer,
          `schema error: "sharedRef" names unknown collection "${reference.collection}"`,
        ),
      );
    } else if (!shared.has(reference.collection, reference.id)) {
      const hint = didYouMean(reference.id, shared.ids(reference.collection));
      collector.problems.push(
        page.problemAt(
          reference.pointer,
          `unknown ${reference.collection} id "${reference.id}"${hint}: there is no pages-config/shared/${reference.collection}/${reference.id}.json`,
        ),
      );
    }
  }
}

export function checkTokens(source: JsonSource, tokens: TokenValues, collector: Collector): void {
  const visit = (value: unknown, pointer: string): void => {
    if (typeof value === 'string') {
      for (const name of unknownTokens(value, tokens)) {
        collector.problems.push(
          source.problemAt(
            pointer,
            `unknown token {${name}}${tokenHint(name, tokens)}; known tokens: ${Object.keys(tokens)
              .map((t) => `{${t}}`)
              .join(', ')}`,
          ),
        );
      }
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => visit(item, `${pointer}/${index}`));
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, pointer + encodePointer([key]));
    }
  };
  visit(source.data, '');
}

export function tokenHint(name: string, tokens: TokenValues): string {
  const nearest = nearestName(name, Object.keys(tokens));
  return nearest === undefined ? '' : ` (did you mean {${nearest}}?)`;
}

/**
 * One page as a visitor gets it, with brand tokens filled in (so lengths and link formats are checked on the real
 * text); undefined when it has problems, which go to the collector. `entry` names the collection entry a
 * template page was made for, so a problem says which one.
 */
export function checkedPage(
  source: JsonSource,
  data: unknown,
  tokens: TokenValues | undefined,
  shared: SharedContent,
  collector: Collector,
  entry?: string,
): PageConfig | undefined {
  const filled = tokens ? interpolateDeep(data, tokens) : data;
  const { problems, references } = checkAgainstSchema('PageConfig', source, filled);
  const forEntry = (problem: ConfigProblem): ConfigProblem =>
    entry === undefined ? problem : { ...problem, message: `${problem.message} (for ${entry})` };
  collector.problems.push(...problems.map(forEntry));
  const before = collector.problems.length;
  checkReferences(source, references, shared, collector);
  for (let i = before; i < collector.problems.length; i += 1) {
    const problem = collector.problems[i];
    if (problem) collector.problems[i] = forEntry(problem);
  }
  return problems.length === 0 && tokens ? validatedData<PageConfig>(filled) : undefined;
}
