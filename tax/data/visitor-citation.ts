import type { Citation } from '../core/types';

/** A source as the data files hold it: the trail (what was read), and how pages cite it. */
export interface CitableSource {
  title: string;
  url?: string;
  kind: 'primary' | 'secondary';
  cite?: { authority: string; title: string; url: string };
}

/**
 * The citation a visitor reads: the source's `cite`, or a primary source's own title and address. A secondary
 * source without a cite has none; the validator refuses it. Nothing of the trail (what was read, why) is kept.
 */
export function visitorCitation(source: CitableSource): Citation | undefined {
  if (source.cite !== undefined) return { ...source.cite };
  if (source.kind !== 'primary') return undefined;
  return source.url === undefined ? { title: source.title } : { title: source.title, url: source.url };
}
