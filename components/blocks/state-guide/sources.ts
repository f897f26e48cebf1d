import type { FigureSource } from '@/tax';
import type { GuideSource } from '@/schemas/generated/config-types';

/**
 * A source as the guide cites it, whether it came with a figure from the tax data or with a note: the authority
 * and the official title at the authority's own address. How the team checked it never reaches the page.
 */
export interface CitedSource {
  authority: string | undefined;
  title: string;
  url: string | undefined;
}

export const fromTaxData = (source: FigureSource | undefined): CitedSource | undefined =>
  source && { authority: source.authority, title: source.title, url: source.url };

/** The schema lets a guide source stand for itself only when it is primary, official and plainly titled. */
export const fromNotes = (source: GuideSource): CitedSource =>
  source.cite ?? { authority: undefined, title: source.title, url: source.url };
