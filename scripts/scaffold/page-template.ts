/**
 * The page file `npm run new-page -- <slug>` writes: route, canonical path and
 * analytics page id derived from the slug, checked against the existing
 * pages, with one hero to start from. Valid as written. With a collection it
 * is a template: one page per entry under the slug ("/nanny-taxes/{entry.slug}").
 */
import { normalisePath } from '@/engine/route-table';
import { fail, ok, type Result } from '@/engine/result';

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*(\/[a-z0-9]+(-[a-z0-9]+)*)*$/;

export interface ExistingPage {
  file: string;
  route: string;
  analyticsPageId: string;
}

export interface NewPage {
  /** File name under pages-config/pages/. */
  fileName: string;
  page: Record<string, unknown>;
}

const problem = (message: string) => fail<NewPage>([{ file: 'new-page', pointer: '', line: 1, column: 1, message }]);

/** "about/our-team" → "Our team". */
function headingOf(slug: string): string {
  const last = slug.split('/').pop() ?? slug;
  const words = last.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The collection a template page takes its entries from, and the fields its bindings may use. */
export interface TemplateCollection {
  name: string;
  fields: readonly string[];
}

export function newPage(
  slug: string,
  formatVersion: number,
  existing: readonly ExistingPage[],
  collection?: TemplateCollection,
): Result<NewPage> {
  const clean = slug.replace(/^\/+|\/+$/g, '');
  if (!SLUG.test(clean))
    return problem(
      `"${slug}" is not a page slug: lowercase words joined by dashes, e.g. "household-employer-guide" (use / for a nested route)`,
    );
  if (collection && !(collection.fields.includes('slug') && collection.fields.includes('name')))
    return problem(`collection "${collection.name}" has no "slug" and "name" fields to make routes and titles from`);
  const route = collection ? `/${clean}/{entry.slug}` : `/${clean}`;
  const analyticsPageId = `/homepay${route}`;
  const fileName = `${clean.replace(/\//g, '--')}${collection ? '--template' : ''}.json`;
  for (const page of existing) {
    if (page.file.endsWith(`/${fileName}`)) return problem(`${page.file} already exists`);
    if (normalisePath(page.route) === route) return problem(`route "${route}" is already used by ${page.file}`);
    if (normalisePath(page.analyticsPageId) === analyticsPageId)
      return problem(`analytics page id "${analyticsPageId}" is already used by ${page.file}`);
  }
  const heading = headingOf(clean).slice(0, 140);
  if (collection) {
    return ok({
      fileName,
      page: {
        formatVersion,
        collection: collection.name,
        route,
        title: `${heading.slice(0, 40)} in {entry.name}`,
        description:
          "What {brandName} offers on this page for {entry.name}, in a sentence or two that search results can show. Replace this with the page's own summary.",
        keywords: [`${heading.toLowerCase().slice(0, 30).trim()} {entry.name}`],
        canonicalPath: route,
        analyticsPageId,
        audience: 'everyone',
        adSlots: [],
        blocks: [
          {
            type: 'hero',
            heading: `${heading.slice(0, 100)} in {entry.name}`,
            lead: 'One or two sentences on what this page offers and who it is for.',
          },
        ],
      },
    });
  }
  return ok({
    fileName,
    page: {
      formatVersion,
      route,
      // Titles are at most 70 characters as visitors read them: the brand name only when it fits.
      title: heading.length <= 50 ? `${heading} | {brandName}` : heading.slice(0, 70),
      description:
        "What {brandName} offers on this page, in a sentence or two that search results can show. Replace this with the page's own summary.",
      keywords: [heading.toLowerCase().slice(0, 60).trim()],
      canonicalPath: route,
      analyticsPageId,
      audience: 'everyone',
      adSlots: [],
      blocks: [{ type: 'hero', heading, lead: 'One or two sentences on what this page offers and who it is for.' }],
    },
  });
}
