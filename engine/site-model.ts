/**
 * Turns the raw config files into a checked site model: every file parsed and
 * validated (one broken file never hides the others' problems), shared ids
 * resolved, brand tokens filled in, and the rules that span files applied.
 */
import type { PageConfig, SiteConfig } from '@/schemas/generated/config-types';
import type { JsonSource } from './json-source';
import { fail, ok, compareProblems, type Result } from './result';
import { formatVersionOf, isJsonObject } from './migrations/migrate-page';
import { checkAgainstSchema, pageFormatVersion } from './schema-validator';
import {
  COLLECTION_SCHEMAS,
  createSharedContent,
  emptySharedEntries,
  isCollectionName,
  type CollectionName,
  type SharedCollections,
  type SharedContent,
} from './shared-content';
import { interpolateDeep, tokenValues, type TokenValues } from './tokens';
import { checkPages, type CheckedPage } from './page-rules';
import { bindingProblems, boundToEntry, collectionOf, strayBindingProblems, type SiteCollections } from './collections';
import { didYouMean } from './nearest-name';
import { linkFlagProblems, switchFlags } from './link-flags';
import { checkedSite, type RawFile } from './site-config';
import { checkedPage, checkTokens, parse, validated, type Collector } from './page-check';
import { enrollmentPathsOf } from './i18n/localize-links';
import { buildEdition, type Coverage, type Edition, type EnglishSources, type TranslationFiles } from './i18n/editions';

export type { Coverage, Edition, TranslationFiles };

const emptyTranslation = (locale: string): TranslationFiles => ({
  locale,
  glossary: undefined,
  site: undefined,
  pages: [],
  shared: [],
});

export type { RawFile };

export interface RawSharedFile extends RawFile {
  collection: string;
  id: string;
}

export interface ConfigFiles {
  site: RawFile | undefined;
  pages: Array<RawFile & { name: string }>;
  shared: RawSharedFile[];
  /** One per language besides the default, from pages-config/translations/<locale>/. */
  translations: TranslationFiles[];
}

export interface SiteModel {
  site: SiteConfig;
  /** Pages with brand tokens filled in, in route order. */
  pages: PageConfig[];
  shared: SharedContent;
  tokens: TokenValues;
  /** The site in each other language of site.json's "locales", with the pages published in it. */
  editions: Edition[];
  coverage: Coverage[];
}

function loadShared(
  files: RawSharedFile[],
  tokens: TokenValues | undefined,
  collector: Collector,
  sources: EnglishSources['shared'],
) {
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
    sources.push({ collection: file.collection, id: file.id, source });
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

export function buildSiteModel(
  files: ConfigFiles,
  { production = false, tokens: factTokens = {}, collections = {} }: SiteModelOptions = {},
): Result<SiteModel> {
  const collector: Collector = { problems: [] };

  const checked = checkedSite(files.site, { production });
  if (!checked.ok) collector.problems.push(...checked.errors);
  const site = checked.ok ? checked.value.site : undefined;

  const tokens = site ? withFactTokens(tokenValues(site), factTokens) : undefined;
  const sharedSources: EnglishSources['shared'] = [];
  const shared = createSharedContent(loadShared(files.shared, tokens, collector, sharedSources));

  const pages: CheckedPage[] = [];
  const pageSources: EnglishSources['pages'] = [];
  for (const file of files.pages) {
    const source = parse(file, collector);
    if (!source || !hasCurrentFormat(source, collector)) continue;
    const problemsBefore = collector.problems.length;
    if (tokens) checkTokens(source, tokens, collector);
    if (site) collector.problems.push(...linkFlagProblems(source, switchFlags(site)));
    const collection = collectionOf(source.data);
    if (collection === undefined) {
      collector.problems.push(...strayBindingProblems(source));
      const page = checkedPage(source, source.data, tokens, shared, collector);
      if (page) pages.push({ source, page });
      // Only a page that is right in English can be translated: a broken one is reported once, in English.
      if (collector.problems.length === problemsBefore) pageSources.push({ name: file.name, source });
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
    if (collector.problems.length === problemsBefore) pageSources.push({ name: file.name, source });
  }

  if (tokens && site) collector.problems.push(...checkPages(pages, tokens, shared, site));

  const editions: Edition[] = [];
  const coverage: Coverage[] = [];
  const siteSource = files.site ? parse(files.site, { problems: [] }) : undefined;
  if (site && tokens && siteSource) {
    for (const locale of site.locales.slice(1)) {
      const built = buildEdition(
        {
          locale,
          files: files.translations.find((t) => t.locale === locale.code) ?? emptyTranslation(locale.code),
          english: {
            site: siteSource,
            pageNames: new Set(files.pages.map((file) => file.name)),
            pages: pageSources,
            shared: sharedSources,
            sharedContent: shared,
          },
          tokens,
          collections,
          enrollmentPaths: enrollmentPathsOf(site),
        },
        collector,
      );
      coverage.push(built.coverage);
      if (built.edition) editions.push(built.edition);
    }
  }

  if (collector.problems.length > 0 || !site || !tokens) return fail(collector.problems.sort(compareProblems));
  return ok({
    site: interpolateDeep(site, tokens),
    pages: pages.map((p) => p.page).sort((a, b) => a.route.localeCompare(b.route)),
    shared,
    tokens,
    editions,
    coverage,
  });
}
