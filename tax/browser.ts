/**
 * The engine for the browser: the same functions as tax/index.ts with only the
 * latest shipped year's data registered at start-up, so the calculator page
 * downloads one year's figures; ensureTaxYear(year) loads another shipped year
 * (its own chunk) when a pay date needs it. Its words are English until a page asks for another
 * language: loadEngineTexts(locale) downloads that language's phrase book and the data's texts.
 */
import './data/register-latest';

export * from './api';
