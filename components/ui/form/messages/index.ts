/**
 * Every language's form words, for server code that picks one language's to hand to a form. Client code imports
 * ./en-US only (its default), so the English pages' scripts carry no other language.
 */
import type { LocaleCode } from '@/engine/locale';
import { en } from './en-US';
import { es } from './es-US';
import type { FormMessages } from './types';

export type { FormMessages } from './types';

export const formMessages: Record<LocaleCode, FormMessages> = { 'en-US': en, 'es-US': es };
