/**
 * The words of the form's choices in English, under the names the form's code and tests have always used; each
 * language has its own in ../messages (`labels`), and the form reads the page's language from there.
 */
import { en } from '../messages/en-US';

export const FIELD_LABELS = en.labels.fields;
