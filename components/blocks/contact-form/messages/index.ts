import type { LocaleCode } from '@/engine/locale';
import { en } from './en-US';
import { es } from './es-US';
import type { ContactFormMessages } from './types';

export type { ContactFormMessages } from './types';

export const contactFormMessages: Record<LocaleCode, ContactFormMessages> = { 'en-US': en, 'es-US': es };
