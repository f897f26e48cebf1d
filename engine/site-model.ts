/**
 * Turns the raw config files into a checked site model: every file parsed and
 * validated (one broken file never hides the others' problems), shared ids
 * resolved, brand tokens filled in, and the rules that span files applied.
 */
import type { PageConfig, SiteConfig } from '@/schemas/generated/config-types';
import { encodePointer, parseJsonSource, type JsonSource } from './json-source';
import { fail, ok, compareProblems, type ConfigProblem, type Result } from './result';
import { formatVersionOf, isJsonObject } from './migrations/migrate-page';
import { checkAgainstSchema, pageFormatVersion, type SharedReference } from './schema-validator';
import {
  COLLECTION_SCHEMAS,
  createSharedContent,
  emptySharedEntries,
  isCollectionName,
  type CollectionName,
  type SharedCollections,
  type SharedContent,
} from './shared-content';
import { interpolateDeep, tokenValues, unknownTokens, type TokenValues } from './tokens';
import { checkPages, type CheckedPage } from './page-rules';
import { bindingProblems, boundToEntry, collectionOf, strayBindingProblems, type SiteCollections } from './collections';
import { didYouMean, nearestName } from './nearest-name';
import { linkFlagProblems, switchFlags } from './link-flags';
import { checkedSite, type RawFile } from './site-config';

export type { RawFile };

export interface RawSharedFile extends RawFile {
  collection: string;
  id: string;
}

export interface ConfigFiles {
  site: RawFile | undefined;
  pages: RawFile[];
  shared: RawSharedFile[];
}

export interface SiteModel {
  site: SiteConfig;
  /** Pages with brand tokens filled in, in route order. */
  pages: PageConfig[];
  shared: SharedContent;
  tokens: TokenValues;
}

interface Collector {
  problems: ConfigProblem[];
}

function parse(file: RawFile, collector: Collector): JsonSource | undefined {
  const parsed = parseJsonSource(file.file, file.text);
  if (parsed.ok) return parsed.value;
  collector.problems.push(...parsed.errors);
  return undefined;
}

// ajv has just proven the shape; this is the one place the validated data takes its type.
function validatedData<T>(data: unknown): T {
  return data as T;
}

function validated<T>(source: JsonSource): T {
  return validatedData<T>(source.data);
}

function loadShared(files: RawSharedFile[], tokens: TokenValues | undefined, collector: Collector) {
  const entries = emptySharedEntries();
  for (const file of files) {
    if (!isCollectionName(file.collection)) {
      collector.problems.push({
        file: file.file,
        pointer: '',
        line: 1,
        column: 1,
        message: `unknown shared collection "${file.collection}"${didYouMean(file.collection, Object.keys(COLLECTION_SCHEMAS))}; known collections: ${Object.keys(COLLECTION_SCHEMAS).join(', ')} (a new one needs schemas/shared/${file.collection}.schema.json and npm run gen)`,
      });
      continue;
    }
    const source = parse(file, collector);
    if (!source) continue;
    const { problems } = checkAgainstSchema(
      COLLECTION_SCHEMAS[file.collection],
      source,
      tokens ? interpolateDeep(source.data, tokens) : source.data,
    );
    collector.problems.push(...problems);
    if (problems.length > 0) continue;
    const declaredId = (source.data as { id?: unknown }).id;
    if (declaredId !== undefined && declaredId !== file.id) {
      collector.problems.push(
        source.problemAt('/id', `id "${String(declaredId)}" must match the file name "${file.id}.json"`),
      );
      continue;
    }
    addEntry(entries, file.collection, file.id, source, tokens);
  }
  return entries;
}

function addEntry<C extends CollectionName>(
  entries: { [K in CollectionName]: Map<string, SharedCollections[K]> },
  collection: C,
  id: string,
  source: JsonSource,
  tokens: TokenValues | undefined,
): void {
  const entry = validated<SharedCollections[C]>(source);
  entries[collection].set(id, tokens ? interpolateDeep(entry, tokens) : entry);
}

function checkReferences(
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

function checkTokens(source: JsonSource, tokens: TokenValues, collector: Collector): void {
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

function tokenHint(name: string, tokens: TokenValues): string {
  const nearest = nearestName(name, Object.keys(tokens));
  return nearest === undefined ? '' : ` (did you mean {${nearest}}?)`;
}

/** A page of another format version would fail the schema in confusing ways: say what to run instead. */
function hasCurrentFormat(source: JsonSource, collector: Collector): boolean {
  if (!isJsonObject(source.data)) return true;
  const version = formatVersionOf(source.data);
  const current = pageFormatVersion();
  if (version === current) return true;
  const stated = source.data.formatVersion !== undefined;
  const message =
    version < current
      ? `page format ${version}${stated ? '' : ' (no "formatVersion")'} is older than ${current}, the format this site reads: run \`npm run migrate\``
      : `page format ${version} is newer than ${current}, the format this engine reads`;
  collector.problems.push(source.problemAt(stated ? '/formatVersion' : '', message));
  return false;
}

// Brand tokens first, so an unknown-token message lists them first; a fact token never replaces one.
function withFactTokens(brand: TokenValues, facts: TokenValues): TokenValues {
  return { ...brand, ...Object.fromEntries(Object.entries(facts).filter(([name]) => !(name in brand))) };
}

export interface SiteModelOptions {
  /** A production build: placeholder contact details (example domains, 555-01xx numbers) are refused. */
  production?: boolean;
  /**
   * Tokens whose values come from outside the config (figures from the tax data), so copy never retypes a
   * number the calculator also uses. The brand's own tokens win a clash.
   */
  tokens?: TokenValues;
  /** The collections template pages take their entries from (the jurisdictions, from the tax data). */
  collections?: SiteCollections;
}

/**
 * One page as a visitor gets it, with brand tokens filled in (so lengths and link formats are checked on the real
 * text); undefined when it has problems, which go to the collector. `entry` names the collection entry a
 * template page was made for, so a problem says which one.
 */
function checkedPage(
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

export function buildSiteModel(
  files: ConfigFiles,
  { production = false, tokens: factTokens = {}, collections = {} }: SiteModelOptions = {},
): Result<SiteModel> {
  const collector: Collector = { problems: [] };

  const checked = checkedSite(files.site, { production });
  if (!checked.ok) collector.problems.push(...checked.errors);
  const site = checked.ok ? checked.value.site : undefined;

  const tokens = site ? withFactTokens(tokenValues(site), factTokens) : undefined;
  const shared = createSharedContent(loadShared(files.shared, tokens, collector));

  const pages: CheckedPage[] = [];
  for (const file of files.pages) {
    const source = parse(file, collector);
    if (!source || !hasCurrentFormat(source, collector)) continue;
    if (tokens) checkTokens(source, tokens, collector);
    if (site) collector.problems.push(...linkFlagProblems(source, switchFlags(site)));
    const collection = collectionOf(source.data);
    if (collection === undefined) {
      collector.problems.push(...strayBindingProblems(source));
      const page = checkedPage(source, source.data, tokens, shared, collector);
      if (page) pages.push({ source, page });
      continue;
    }
    const problems = bindingProblems(source, collection, collections);
    collector.problems.push(...problems);
    if (problems.length > 0) continue;
    // One page per entry, each checked as a visitor gets it: a long name can break a title's length.
    for (const entry of collections[collection]?.entries ?? []) {
      const page = checkedPage(
        source,
        boundToEntry(source.data, entry),
        tokens,
        shared,
        collector,
        `${collection} "${entry.id}"`,
      );
      if (page) pages.push({ source, page });
    }
  }

  if (tokens && site) collector.problems.push(...checkPages(pages, tokens, shared, site));

  if (collector.problems.length > 0 || !site || !tokens) return fail(collector.problems.sort(compareProblems));
  return ok({
    site: interpolateDeep(site, tokens),
    pages: pages.map((p) => p.page).sort((a, b) => a.route.localeCompare(b.route)),
    shared,
    tokens,
  });
}
