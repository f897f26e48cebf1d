/**
 * The guide's words in each language. A guide is rendered on the server only and ships no JavaScript, so both
 * languages may sit in one module.
 */
import type { LocaleCode } from '@/engine/locale';
import { stateGuideEn } from './en';
import { stateGuideEs } from './es';
import type { StateGuideMessages } from './types';

export type { StateGuideMessages } from './types';

export const stateGuideMessages: Record<LocaleCode, StateGuideMessages> = {
  'en-US': stateGuideEn,
  'es-US': stateGuideEs,
};
