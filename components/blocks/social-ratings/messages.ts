import type { LocaleCode } from '@/engine/locale';

interface SocialRatingsMessages {
  /** Before the review site's name: "Read our reviews on" Google. */
  readOn: string;
  /** Read after the link's words, for a link that opens a new tab. */
  newTab: string;
}

const en: SocialRatingsMessages = { readOn: 'Read our reviews on', newTab: '(opens in a new tab)' };

const es: SocialRatingsMessages = { readOn: 'Lea nuestras reseñas en', newTab: '(se abre en una pestaña nueva)' };

export const socialRatingsMessages: Record<LocaleCode, SocialRatingsMessages> = { 'en-US': en, 'es-US': es };
