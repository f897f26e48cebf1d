/**
 * The one place the calculator hands its language to the tax engine. The engine writes its notes, its row labels for
 * a state's or city's own taxes, "show the math" and the state data's sentences in English unless a calculation is
 * given the texts of another language. Each language's phrase book is a chunk of its own, English's too, fetched once
 * per visit with the data's texts of no one state; then each state's texts as it is chosen (useStateWords). The data
 * is written in English, so an English page fetches the book alone and calls the engine without options.
 */
import type { LocaleCode } from '@/engine/locale';
import { loadEngineTexts, type TextOptions } from '@/tax/browser';

export type EngineTexts = TextOptions | undefined;

/** The engine's words in a language, with a state's own texts when one is named (others come as they are chosen). */
export const loadEngineWords = async (locale: LocaleCode, state = ''): Promise<EngineTexts> => {
  const options = await loadEngineTexts(locale, state);
  return locale === 'en-US' ? undefined : options;
};

/** A sentence from the data in the engine's language; as it stands in English. */
export const dataText = (engine: EngineTexts, english: string): string => engine?.dataTexts?.(english) ?? english;
