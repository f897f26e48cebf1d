import type { FigureSource } from '@/tax';
import type { GuideSource } from '@/schemas/generated/config-types';

/** A source as the guide cites it, whether it came with a figure from the tax data or with a note. */
export interface CitedSource {
  title: string;
  url: string | undefined;
  checked: string;
  /** The agency's own page or publication; otherwise `reason` says why another source stands in. */
  official: boolean;
  reason: string | undefined;
}

export const fromTaxData = (source: FigureSource | undefined): CitedSource | undefined =>
  source && {
    title: source.title,
    url: source.url,
    checked: source.date,
    official: source.kind === 'primary',
    reason: source.reason,
  };

export const fromNotes = (source: GuideSource): CitedSource => ({
  title: source.title,
  url: source.url,
  checked: source.checked,
  official: source.kind === 'primary',
  reason: source.reason,
});
