import type { ResolveContext } from '@/engine/resolve-context';
import type { Link } from '@/schemas/generated/config-types';

/** Site paths as absolute URLs on the canonical host; other addresses unchanged. */
export const absoluteUrl = (href: string, baseUrl: string): string =>
  href.startsWith('/') ? new URL(href, baseUrl).toString() : href;

/** schema.org BreadcrumbList: the trail, then this page (its heading, at its canonical URL). */
export function breadcrumbList(trail: readonly Link[], heading: string, context: ResolveContext) {
  const items = [
    ...trail.map((link) => ({ name: link.label, href: link.href })),
    {
      name: heading,
      href: context.page.canonicalPath,
    },
  ];
  return {
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.href, context.site.baseUrl),
    })),
  };
}
