/**
 * The last things that happened before an error (operations, navigations,
 * log calls), at most 100. The marketing pages are separate documents, so
 * the ring is kept in session storage to survive a navigation; where
 * storage is unavailable it lives for the page only.
 */
import type { JsonObject } from '@/services/logging/json';

import { BREADCRUMBS_KEY as STORAGE_KEY } from '@/services/privacy/stored-names';

export const BREADCRUMB_LIMIT = 100;
const MAX_TEXT = 200;

export type BreadcrumbCategory = 'graphql' | 'navigation' | 'log';

export interface Breadcrumb {
  at: string;
  category: BreadcrumbCategory;
  message: string;
  data?: JsonObject;
}

let ring: Breadcrumb[] | undefined;

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

function isBreadcrumb(value: unknown): value is Breadcrumb {
  if (typeof value !== 'object' || value === null) return false;
  const candidate: { at?: unknown; category?: unknown; message?: unknown } = value;
  return (
    typeof candidate.at === 'string' && typeof candidate.category === 'string' && typeof candidate.message === 'string'
  );
}

function load(): Breadcrumb[] {
  if (ring) return ring;
  try {
    const stored: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    ring = Array.isArray(stored) ? stored.filter(isBreadcrumb).slice(-BREADCRUMB_LIMIT) : [];
  } catch {
    ring = [];
  }
  return ring;
}

export function addBreadcrumb(
  category: BreadcrumbCategory,
  message: string,
  data?: JsonObject,
  now: Date = new Date(),
): void {
  const crumbs = load();
  crumbs.push({ at: now.toISOString(), category, message: message.slice(0, MAX_TEXT), ...(data ? { data } : {}) });
  if (crumbs.length > BREADCRUMB_LIMIT) crumbs.splice(0, crumbs.length - BREADCRUMB_LIMIT);
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(crumbs));
  } catch {
    // Storage full or blocked: the ring still works for this page.
  }
}

export function breadcrumbs(): Breadcrumb[] {
  return [...load()];
}

/** For tests: forget the ring held in memory (storage is the caller's to clear). */
export function resetBreadcrumbsForTests(): void {
  ring = undefined;
}
