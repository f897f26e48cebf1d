/**
 * The site in each language besides the default: every translation overlay checked against its English twin and
 * merged, the translated shared content, and the pages published in the language. A page is published in a
 * language only when its overlay exists, and then it must be complete (no text falls back to English); a
 * template's entry (a state's guide) is published when the shared content it shows is translated too.
 */
import type { PageConfig, SiteConfig, SiteLocale } from '@/schemas/generated/config-types';
import type { JsonSource } from '../json-source';
import { checkAgainstSchema } from '../schema-validator';
import {
  COLLECTION_SCHEMAS,
  createSharedContent,
  emptySharedEntries,
  type CollectionName,
  type SharedContent,
} from '../shared-content';
import { interpolateDeep, type TokenValues } from '../tokens';
import { boundToEntry, collectionOf, entryIn, type SiteCollections } from '../collections';
import { checkedPage, checkTokens, parse, type Collector } from '../page-check';
import { checkPages, type CheckedPage } from '../page-rules';
import { normalisePath } from '../route-table';
import { applyOverlay } from './overlay';
import {
  addEntry,
  overlaid,
  readGlossary,
  sharedTranslated,
  twinless,
  withTwinRoutes,
  type TranslationFiles,
} from './edition-checks';

import { localizeLinks } from './localize-links';
import { textFields } from './translatable';

export type { TranslationFiles };

/** The English side an edition is made from, as the default edition checked it. */
export interface EnglishSources {
  site: JsonSource;
  /** Every English page file's name, parsed or not: a translation of a broken file is not an orphan. */
  pageNames: ReadonlySet<string>;
  pages: Array<{ name: string; source: JsonSource }>;
  shared: Array<{ collection: CollectionName; id: string; source: JsonSource }>;
  /** The English shared entries, with tokens filled in. */
  sharedContent: SharedContent;
}

export interface Edition {
  locale: SiteLocale;
  site: SiteConfig;
  pages: PageConfig[];
  shared: SharedContent;
  /** Route in the default language → route in this one, for each page published in it. */
  twins: ReadonlyMap<string, string>;
}

export interface Coverage {
  locale: SiteLocale['code'];
  pages: { published: number; total: number };
  /** Template entries (the state guides) published, per template file. */
  entries: Array<{ file: string; published: number; total: number }>;
  sharedEntries: { translated: number; total: number };
}

const LANGUAGE_NAMES: Record<string, string> = { es: 'Spanish', en: 'English' };

export interface EditionInput {
  locale: SiteLocale;
  files: TranslationFiles;
  english: EnglishSources;
  tokens: TokenValues;
  collections: SiteCollections;
  enrollmentPaths: readonly string[];
}

export function buildEdition(
  input: EditionInput,
  collector: Collector,
): { edition: Edition | undefined; coverage: Coverage } {
  const { locale, files, english, tokens, collections } = input;
  const language = LANGUAGE_NAMES[locale.language] ?? locale.name;
  const coverage: Coverage = {
    locale: locale.code,
    pages: { published: 0, total: english.pages.length },
    entries: [],
    sharedEntries: { translated: 0, total: 0 },
  };
  // A language declared with nothing translated yet publishes nothing and asks for nothing.
  if (!files.site && files.pages.length === 0 && files.shared.length === 0) return { edition: undefined, coverage };
  const glossary = readGlossary(files, collector);
  if (!glossary) return { edition: undefined, coverage };
  const before = collector.problems.length;

  // Site-wide words: the header, footer and contact settings.
  let site: SiteConfig | undefined;
  const siteOverlay = files.site ? parse(files.site, collector) : undefined;
  if (!files.site) {
    collector.problems.push(
      english.site.problemAt(
        '',
        `no ${language} for the site's own words: npm run translate -- ${locale.code} site.json`,
      ),
    );
  } else if (siteOverlay) {
    const merged = applyOverlay(english.site, siteOverlay, { definition: 'SiteConfig', language, glossary });
    collector.problems.push(...merged.problems);
    if (merged.data !== undefined) {
      const filled = interpolateDeep(merged.data, tokens);
      const { problems } = checkAgainstSchema('SiteConfig', overlaid(english.site, siteOverlay, language), filled);
      collector.problems.push(...problems);
      if (problems.length === 0) site = filled as SiteConfig;
    }
  }

  // Shared content: translated entries, and the entries with no words at all (a state map) as they are.
  const entries = emptySharedEntries();
  const sharedOverlays = new Map(files.shared.map((file) => [`${file.collection}/${file.id}`, file]));
  for (const { collection, id, source } of english.shared) {
    const overlayFile = sharedOverlays.get(`${collection}/${id}`);
    sharedOverlays.delete(`${collection}/${id}`);
    const definition = COLLECTION_SCHEMAS[collection];
    const hasText = textFields(definition, source.data).length > 0;
    if (hasText) coverage.sharedEntries.total += 1;
    if (!overlayFile) {
      if (!hasText) addEntry(entries, collection, id, interpolateDeep(source.data, tokens));
      continue;
    }
    const overlay = parse(overlayFile, collector);
    if (!overlay) continue;
    const merged = applyOverlay(source, overlay, { definition, language, glossary });
    collector.problems.push(...merged.problems);
    if (merged.data === undefined) continue;
    const filled = interpolateDeep(merged.data, tokens);
    const { problems } = checkAgainstSchema(definition, overlaid(source, overlay, language), filled);
    collector.problems.push(...problems);
    if (problems.length > 0) continue;
    addEntry(entries, collection, id, filled);
    coverage.sharedEntries.translated += 1;
  }
  for (const stray of sharedOverlays.values()) {
    collector.problems.push(twinless(stray, `pages-config/shared/${stray.collection}/${stray.id}.json`, language));
  }
  const shared = createSharedContent(entries);

  // Pages: each overlay merged onto its English twin, a template once per entry whose shared content is translated.
  const overlays = new Map(files.pages.map((file) => [file.name, file]));
  const checked: CheckedPage[] = [];
  const twins = new Map<string, string>();
  for (const { name, source } of english.pages) {
    const overlayFile = overlays.get(name);
    overlays.delete(name);
    if (!overlayFile) continue;
    const overlay = parse(overlayFile, collector);
    if (!overlay) continue;
    const route = (overlay.data as { route?: unknown } | null)?.route;
    const prefix = locale.pathPrefix;
    if (typeof route !== 'string' || !(route === prefix || route.startsWith(`${prefix}/`))) {
      collector.problems.push(
        overlay.problemAt(
          '/route',
          `a ${language} page needs its own "route" under ${prefix}/ (a ${language} slug, e.g. "${prefix}/cuidadores")`,
        ),
      );
      continue;
    }
    checkTokens(overlay, tokens, collector);
    const merged = applyOverlay(source, overlay, { definition: 'PageConfig', language, glossary, ownKeys: ['route'] });
    collector.problems.push(...merged.problems);
    if (merged.data === undefined) continue;
    const data = { ...(merged.data as Record<string, unknown>), canonicalPath: route };
    const at = overlaid(source, overlay, language);
    const collection = collectionOf(data);
    const englishRoute = (source.data as { route: string }).route;
    if (collection === undefined) {
      if (!sharedTranslated(at, data, english.sharedContent, shared, language, collector, true)) continue;
      const page = checkedPage(at, data, tokens, shared, collector);
      if (!page) continue;
      checked.push({ source: at, page });
      twins.set(normalisePath(interpolateDeep(englishRoute, tokens)), normalisePath(page.route));
      coverage.pages.published += 1;
      continue;
    }
    const all = collections[collection]?.entries ?? [];
    let published = 0;
    for (const entry of all) {
      const bound = boundToEntry(data, entryIn(entry, locale.code));
      if (!sharedTranslated(at, bound, english.sharedContent, shared, language, collector, false)) continue;
      const page = checkedPage(at, bound, tokens, shared, collector, `${collection} "${entry.id}"`);
      if (!page) continue;
      checked.push({ source: at, page });
      twins.set(normalisePath(interpolateDeep(boundToEntry(englishRoute, entry), tokens)), normalisePath(page.route));
      published += 1;
    }
    coverage.entries.push({ file: overlay.file, published, total: all.length });
    if (published > 0) coverage.pages.published += 1;
  }
  for (const stray of overlays.values()) {
    if (!english.pageNames.has(stray.name))
      collector.problems.push(twinless(stray, `pages-config/pages/${stray.name}`, language));
  }

  if (site) collector.problems.push(...checkPages(checked, tokens, shared, withTwinRoutes(site, twins, tokens)));
  if (!site || collector.problems.length > before) return { edition: undefined, coverage };

  const localizer = { twins, enrollmentPaths: input.enrollmentPaths, language: locale.language };
  return {
    edition: {
      locale,
      site: localizeLinks(site, localizer),
      pages: checked.map(({ page }) => localizeLinks(page, localizer)).sort((a, b) => a.route.localeCompare(b.route)),
      shared,
      twins,
    },
    coverage,
  };
}
