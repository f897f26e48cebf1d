/**
 * Where the block gallery lives (app/dev/blocks): every registered block
 * rendered from its fixtures. Validation messages point there so whoever
 * fixes a block sees a working example of it.
 */
export const GALLERY_ROUTE = '/dev/blocks';

export const galleryAnchor = (type: string): string => `${GALLERY_ROUTE}#${type}`;

/** "; examples in the gallery: /dev/blocks#hero", or the whole gallery when the type is not known. */
export function galleryHint(type: string | undefined): string {
  return `; examples in the gallery: ${type === undefined ? GALLERY_ROUTE : galleryAnchor(type)}`;
}
