/**
 * Product rules that span files. Ad slots are allowed only where the product
 * specification places them: the main page (including its non-member
 * segment), the two sample contracts and the nanny tax calculator.
 */
export const AD_SLOT_ROUTES: readonly string[] = ['/', '/sample-nanny-contract', '/nanny-tax-calculator', '/sample-senior-{product}-contract'];

export function normalisePath(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

export const CALCULATOR_ROUTE = '/nanny-tax-calculator';
export const DOWNTIME_ROUTE = '/downtime';

/** Pages that exist for a moment of trouble, not for search engines: out of the sitemap, disallowed in robots.txt. */
export const NOT_INDEXED_ROUTES: readonly string[] = [DOWNTIME_ROUTE, '/sign-in-problem'];
