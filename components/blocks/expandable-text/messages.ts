import type { LocaleCode } from '@/engine/locale';

interface ExpandableTextMessages {
  /** The button's words when a block does not give its own. */
  more: string;
  less: string;
}

const en: ExpandableTextMessages = { more: 'Read more', less: 'Show less' };

const es: ExpandableTextMessages = { more: 'Leer más', less: 'Mostrar menos' };

export const expandableTextMessages: Record<LocaleCode, ExpandableTextMessages> = { 'en-US': en, 'es-US': es };
