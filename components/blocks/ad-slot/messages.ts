import type { LocaleCode } from '@/engine/locale';

interface AdSlotMessages {
  /** Over the reserved box, and its region's name. */
  advertisement: string;
}

const en: AdSlotMessages = { advertisement: 'Advertisement' };

const es: AdSlotMessages = { advertisement: 'Publicidad' };

export const adSlotMessages: Record<LocaleCode, AdSlotMessages> = { 'en-US': en, 'es-US': es };
