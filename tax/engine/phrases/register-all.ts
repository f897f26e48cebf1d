/** Registers every language's phrase book up front: the Node entry (tax/index.ts), where no download is saved. */
import { registerPhrases } from '../text';
import { en } from './en';
import { es } from './es';

registerPhrases('en-US', en);
registerPhrases('es-US', es);
