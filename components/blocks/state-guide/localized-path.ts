/**
 * Where a link the guides build leads in the page's language: a guide's calculator link, the index's links to each
 * guide. The site's own paths are written once, in English (the config's `routes.calculator`, the index's
 * `guidePathPrefix`); a page in another language links to that page's translation where it is published, and to
 * the English page where it is not (never to a route that does not exist).
 */
import type { ResolveContext } from '@/engine/resolve-context';

type PathContext = Pick<ResolveContext, 'localizeHref'>;

/** A site path ("/nanny-taxes/texas", "/nanny-tax-calculator?state=TX") as the page's language has it. */
export function localizedPath(path: string, { localizeHref }: PathContext): string {
  return localizeHref ? localizeHref(path) : path;
}

/** A state's guide as the page's language has it: "/nanny-taxes/" and "texas" → "/nanny-taxes/texas" in English. */
export function guidePath(englishPrefix: string, slug: string, context: PathContext): string {
  return localizedPath(`${englishPrefix}${slug}`, context);
}
