/** Routes ↔ the optional catch-all segments of app/[[...slug]]. */
import type { PageConfig } from '@/schemas/generated/config-types';

export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export function slugOf(route: string): string[] {
  return normalisePath(route).split('/').filter(Boolean);
}

export function routeOf(slug: readonly string[] | undefined): string {
  return '/' + (slug ?? []).map((part) => decodeURIComponent(part)).join('/');
}

export interface RouteTable {
  find(slug: readonly string[] | undefined): PageConfig | undefined;
  staticParams(): Array<{ slug: string[] }>;
  routes(): string[];
}

export function buildRouteTable(pages: readonly PageConfig[]): RouteTable {
  const byRoute = new Map(pages.map((page) => [normalisePath(page.route), page]));
  return {
    find: (slug) => byRoute.get(routeOf(slug)),
    staticParams: () => [...byRoute.keys()].map((route) => ({ slug: slugOf(route) })),
    routes: () => [...byRoute.keys()],
  };
}
