/**
 * The one place the calculator hands its language to the tax engine. The engine writes its notes, its row labels for
 * a state's or city's own taxes, "show the math" and the state data's sentences in English unless a calculation is
 * given the texts of another language; those are fetched once per visit (the engine's phrase book and the data's
 * texts of no one state, then each state's as it is chosen: useStateWords). English needs nothing, so an English page
 * calls the engine exactly as before.
 */
import type { LocaleCode } from '@/engine/locale';
import { loadEngineTexts, type TextOptions } from '@/tax/browser';

export type EngineTexts = TextOptions | undefined;

/** The engine's words in a language, with a state's own texts when one is named (others come as they are chosen). */
export const loadEngineWords = (locale: LocaleCode, state = ''): Promise<EngineTexts> =>
  locale === 'en-US' ? Promise.resolve(undefined) : loadEngineTexts(locale, state);

/** A sentence from the data in the engine's language; as it stands in English. */
export const dataText = (engine: EngineTexts, english: string): string => engine?.dataTexts?.(english) ?? english;
