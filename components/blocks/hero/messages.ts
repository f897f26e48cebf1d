import type { LocaleCode } from '@/engine/locale';

interface HeroMessages {
  /** The name of the trail of links above the heading. */
  breadcrumb: string;
}

const en: HeroMessages = { breadcrumb: 'Breadcrumb' };

const es: HeroMessages = { breadcrumb: 'Ruta de navegación' };

export const heroMessages: Record<LocaleCode, HeroMessages> = { 'en-US': en, 'es-US': es };
