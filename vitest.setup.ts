// Tests reach the tax engine's modules directly, not through an entry point: register every year as tax/index.ts
// does, and the English phrase book (the browser fetches it like any other language's: loadEngineTexts).
import './tax/data/register-shipped';
import { en } from './tax/engine/phrases/en';
import { registerPhrases } from './tax/engine/text';

registerPhrases('en-US', en);
