/** Rules that need every page at once: uniqueness, canonical paths and ad slots. */
import type { PageConfig, SiteConfig } from '@/schemas/generated/config-types';
import type { JsonSource } from './json-source';
import type { SharedContent } from './shared-content';
import type { ConfigProblem } from './result';
import { normalisePath } from './route-table';
import { interpolate, type TokenValues } from './tokens';

export interface CheckedPage {
  source: JsonSource;
  /** The page with brand tokens filled in. */
  page: PageConfig;
}

function firstOwners(
  pages: CheckedPage[],
  keyOf: (page: PageConfig) => string,
  pointer: string,
  what: string,
): ConfigProblem[] {
  const owners = new Map<string, CheckedPage>();
  const problems: ConfigProblem[] = [];
  for (const checked of pages) {
    const key = keyOf(checked.page);
    const owner = owners.get(key);
    if (owner)
      problems.push(checked.source.problemAt(pointer, `${what} "${key}" is already used by ${owner.source.file}`));
    else owners.set(key, checked);
  }
  return problems;
}

function adSlotProblems(
  { source, page }: CheckedPage,
  allowedRoutes: ReadonlySet<string>,
  networkCode: string,
): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  if (page.adSlots.length > 0 && !allowedRoutes.has(normalisePath(page.route))) {
    problems.push(
      source.problemAt(
        '/adSlots',
        `ad slots are only allowed on ${[...allowedRoutes].join(', ')}; remove them from ${page.route}`,
      ),
    );
  }
  const slotIds = new Set<string>();
  page.adSlots.forEach((slot, index) => {
    if (slotIds.has(slot.id))
      problems.push(source.problemAt(`/adSlots/${index}/id`, `ad slot id "${slot.id}" is defined twice on this page`));
    if (!slot.adUnitPath.startsWith(`/${networkCode}/`)) {
      problems.push(
        source.problemAt(
          `/adSlots/${index}/adUnitPath`,
          `ad unit path "${slot.adUnitPath}" must start with the ad server's network code: /${networkCode}/ (site.json adServer.networkCode)`,
        ),
      );
    }
    slotIds.add(slot.id);
  });
  page.blocks.forEach((block, index) => {
    if (block.type === 'ad-slot' && 'slot' in block && typeof block.slot === 'string' && !slotIds.has(block.slot)) {
      const defined = slotIds.size > 0 ? `defined: ${[...slotIds].join(', ')}` : 'this page defines none';
      problems.push(
        source.problemAt(
          `/blocks/${index}/slot`,
          `ad slot "${block.slot}" is not defined in this page's adSlots (${defined})`,
        ),
      );
    }
  });
  return problems;
}

/**
 * Reviews, testimonials and quotes come from people like the page's reader: a caregiver's words on caregiver pages.
 * A reviews block narrowed by a tag ("senior-care") lists only reviews carrying it, so its summary is of them.
 */
function audienceProblems({ source, page }: CheckedPage, shared: SharedContent): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  page.blocks.forEach((block, blockIndex) => {
    if (block.type !== 'reviews' && block.type !== 'testimonials' && block.type !== 'impression-quotes') return;
    block.items.forEach((id, itemIndex) => {
      const entry = shared.get(block.type, id);
      if (!entry) return;
      const at = `/blocks/${blockIndex}/items/${itemIndex}`;
      if (page.audience !== 'everyone' && entry.audience !== page.audience)
        problems.push(
          source.problemAt(
            at,
            `${block.type} "${id}" is by one of our ${entry.audience}, but this page speaks to ${page.audience}`,
          ),
        );
      if (block.type === 'reviews' && block.tag !== undefined && 'tags' in entry && !entry.tags.includes(block.tag))
        problems.push(
          source.problemAt(
            at,
            `reviews "${id}" is tagged ${entry.tags.join(', ')}, but this block lists only reviews tagged "${block.tag}"`,
          ),
        );
    });
  });
  return problems;
}

function emptyPageProblems({ source, page }: CheckedPage): ConfigProblem[] {
  if (page.blocks.length > 0 || page.emptyBecause) return [];
  return [
    source.problemAt(
      '/blocks',
      'a page needs at least one block (start with a hero); if it must stay empty, say why in "emptyBecause"',
    ),
  ];
}

export function checkPages(
  pages: CheckedPage[],
  tokens: TokenValues,
  shared: SharedContent,
  site: SiteConfig,
): ConfigProblem[] {
  const allowedRoutes = new Set(site.routes.adSlotPages.map((route) => normalisePath(interpolate(route, tokens))));
  const networkCode = site.adServer.networkCode;
  const problems = [
    ...firstOwners(pages, (p) => normalisePath(p.route), '/route', 'route'),
    ...firstOwners(pages, (p) => normalisePath(p.analyticsPageId), '/analyticsPageId', 'analytics page id'),
  ];
  for (const checked of pages) {
    const { page, source } = checked;
    if (normalisePath(page.canonicalPath) !== normalisePath(page.route)) {
      problems.push(
        source.problemAt(
          '/canonicalPath',
          `canonical path "${page.canonicalPath}" must match the route "${page.route}"`,
        ),
      );
    }
    problems.push(
      ...adSlotProblems(checked, allowedRoutes, networkCode),
      ...audienceProblems(checked, shared),
      ...emptyPageProblems(checked),
    );
  }
  return problems;
}
