import type { LocaleCode } from '@/engine/locale';

interface CallToActionMessages {
  /** Before the phone number, under the button. */
  orCall: string;
}

const en: CallToActionMessages = { orCall: 'Or call us toll-free:' };

const es: CallToActionMessages = { orCall: 'O llámenos sin costo:' };

export const callToActionMessages: Record<LocaleCode, CallToActionMessages> = { 'en-US': en, 'es-US': es };
