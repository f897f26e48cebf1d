/**
 * Apollo's internal cache sizes (Apollo's own defaults, pinned so an upgrade
 * cannot move them). Apollo reads them from this global
 * once, when its modules load, so this module must be imported before any
 * Apollo module: it imports nothing itself, and client.ts imports it first.
 */
export const APOLLO_CACHE_SIZES = {
  canonicalStringify: 1000,
  print: 2000,
  'queryManager.getDocumentInfo': 2000,
} as const;

const globalScope: Record<symbol, unknown> = globalThis;
const key = Symbol.for('apollo.cacheSize');
const existing = globalScope[key];
globalScope[key] = { ...(typeof existing === 'object' && existing !== null ? existing : {}), ...APOLLO_CACHE_SIZES };
