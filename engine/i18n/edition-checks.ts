/**
 * The checks an edition's build leans on: where a problem in a merged page is reported, the glossary, the shared
 * entries a translated page shows, and the rules that name pages by route.
 */
import type { SiteConfig } from '@/schemas/generated/config-types';
import { decodePointer, type JsonSource } from '../json-source';
import type { ConfigProblem } from '../result';
import { checkAgainstSchema } from '../schema-validator';
import { isCollectionName, type CollectionName, type SharedCollections, type SharedContent } from '../shared-content';
import { interpolateDeep, type TokenValues } from '../tokens';
import { parse, type Collector } from '../page-check';
import { normalisePath } from '../route-table';
import type { RawFile } from '../site-config';
import type { Glossary } from './language-rules';
import { valueAt } from './overlay';

export interface TranslationFiles {
  locale: string;
  glossary: RawFile | undefined;
  site: RawFile | undefined;
  /** By the English file's name ("caregivers.json"). */
  pages: Array<RawFile & { name: string }>;
  shared: Array<RawFile & { collection: string; id: string }>;
}

/** Problems found in the overlay where it holds the value, else at the English file's place, saying so. */
export function overlaid(english: JsonSource, overlay: JsonSource, language: string): JsonSource {
  const holds = (pointer: string): boolean => valueAt(overlay.data, decodePointer(pointer)) !== undefined;
  return {
    file: overlay.file,
    data: overlay.data,
    problemAt: (pointer, message, key) =>
      holds(pointer)
        ? overlay.problemAt(pointer, message, key)
        : english.problemAt(pointer, `${message} (in the ${language} page, ${overlay.file})`, key),
  };
}

export function readGlossary(
  files: Pick<TranslationFiles, 'locale' | 'glossary'>,
  collector: Collector,
): Glossary | undefined {
  if (!files.glossary) {
    collector.problems.push({
      file: `pages-config/translations/${files.locale}/glossary.json`,
      pointer: '',
      line: 1,
      column: 1,
      message: `a translation needs its glossary: the terms the authorities use in the language and the names kept as they are`,
    });
    return undefined;
  }
  const source = parse(files.glossary, collector);
  const data = source?.data as Partial<Glossary> | undefined;
  if (!source || !Array.isArray(data?.keep) || !Array.isArray(data.terms)) {
    if (source)
      collector.problems.push(source.problemAt('', 'a glossary has "keep" (names) and "terms" (en, term, source)'));
    return undefined;
  }
  return { keep: data.keep, terms: data.terms };
}

/** A rule that names pages by route (where ad slots may be) names their translations too. */
export function withTwinRoutes(site: SiteConfig, twins: ReadonlyMap<string, string>, tokens: TokenValues): SiteConfig {
  const adSlotPages = site.routes.adSlotPages.flatMap((route) => {
    const twin = twins.get(normalisePath(interpolateDeep(route, tokens)));
    return twin === undefined ? [route] : [route, twin];
  });
  return { ...site, routes: { ...site.routes, adSlotPages } };
}

export function addEntry<C extends CollectionName>(
  entries: { [K in CollectionName]: Map<string, SharedCollections[K]> },
  collection: C,
  id: string,
  data: unknown,
): void {
  // The collection's schema has just accepted it (or, untranslated, the default edition did).
  entries[collection].set(id, data as SharedCollections[C]);
}

export function twinless(file: RawFile, englishPath: string, language: string): ConfigProblem {
  return {
    file: file.file,
    pointer: '',
    line: 1,
    column: 1,
    message: `a ${language} translation without its English twin: there is no ${englishPath}`,
  };
}

/**
 * Whether every shared entry the page shows has this language. A page that is not a template must: its missing
 * entries are problems. A template's entry simply waits to be published until they are translated.
 */
export function sharedTranslated(
  source: JsonSource,
  data: unknown,
  englishShared: SharedContent,
  shared: SharedContent,
  language: string,
  collector: Collector,
  required: boolean,
): boolean {
  const { references } = checkAgainstSchema('PageConfig', source, data);
  let complete = true;
  for (const { collection, id, pointer } of references) {
    if (!isCollectionName(collection) || shared.has(collection, id) || !englishShared.has(collection, id)) continue;
    complete = false;
    if (required)
      collector.problems.push(
        source.problemAt(
          pointer,
          `shows pages-config/shared/${collection}/${id}.json, which has no ${language} yet: npm run translate -- es-US shared/${collection}/${id}.json`,
        ),
      );
  }
  return complete;
}
