/**
 * Where the block gallery lives (app/dev/blocks): every registered block
 * rendered from its fixtures. Validation messages point there so whoever
 * fixes a block sees a working example of it.
 */
export const GALLERY_ROUTE = '/dev/blocks';

/** The id of a block type's section in the gallery; prefixed, since a block's own anchor (an FAQ's "faq") may be its type. */
export const gallerySectionId = (type: string): string => `block-${type}`;

export const galleryAnchor = (type: string): string => `${GALLERY_ROUTE}#${gallerySectionId(type)}`;

/** "; examples in the gallery: /dev/blocks#block-hero", or the whole gallery when the type is not known. */
export function galleryHint(type: string | undefined): string {
  return `; examples in the gallery: ${type === undefined ? GALLERY_ROUTE : galleryAnchor(type)}`;
}
