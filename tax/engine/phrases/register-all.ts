/** Registers every language's phrase book up front: the Node entry (tax/index.ts), where no download is saved. */
import { registerPhrases } from '../text';
import { es } from './es';

registerPhrases('es-US', es);
