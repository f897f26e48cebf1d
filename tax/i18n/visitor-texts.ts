/**
 * Which strings of the tax data a visitor reads, so that each has its translation (@/paylaw/i18n/catalog-check):
 *
 * - in a shipped tax/data/<year>.json: every `note`, `label`, `approximation`, `defaultLabel`, `reason` (a state's
 *   household withholding rule in a sentence) and certificate `form` ("Form DE 4"), and every value of a certificate's
 *   `fields` (the line of the state's form each input stands for);
 * - in tax/data/localities/<year>/<STATE>.json: the `title`, the coverage `note` (shown when a place is not found), each
 *   rule's `text`, and a row's `note`.
 *
 * Not collected: state and place names (they stay as they are), codes, enums and dates, the top-level `sources` (a
 * citation is the authority's own name, title and address; a source's reason and trail are never shown), and an Ohio
 * district's `levies`, the Department's own shorthand, which no page shows.
 */
import { visitorStringsIn, type DataFile, type VisitorText } from '@/paylaw/i18n/visitor-texts';

const TAX_YEAR_KEYS: ReadonlySet<string> = new Set([
  'note',
  'label',
  'approximation',
  'defaultLabel',
  'reason',
  'form',
]);

const LOCALITY_KEYS: ReadonlySet<string> = new Set(['title', 'note', 'text']);

const parentOf = (pointer: string): string | undefined => pointer.split('/').at(-2);

export function taxYearVisitorTexts({ file, data }: DataFile): VisitorText[] {
  return [...visitorStringsIn(data)]
    .filter(({ pointer, key }) => TAX_YEAR_KEYS.has(key) || parentOf(pointer) === 'fields')
    .map(({ pointer, text }) => ({ file, pointer, text }));
}

export function localityVisitorTexts({ file, data }: DataFile): VisitorText[] {
  return [...visitorStringsIn(data)]
    .filter(({ key }) => LOCALITY_KEYS.has(key))
    .map(({ pointer, text }) => ({ file, pointer, text }));
}
