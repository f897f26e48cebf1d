/**
 * The member's words in the page's language. English is built in; another language is fetched once, started when
 * the header hydrates, so it arrives alongside the member lookup rather than after it, and English pages never
 * carry it.
 */
import type { LocaleCode } from '@/engine/locale';
import { en } from './en-US';
import type { MemberMessages } from './types';

const loaders: Record<LocaleCode, () => Promise<MemberMessages>> = {
  'en-US': () => Promise.resolve(en),
  'es-US': () => import('./es-US').then((module) => module.es),
};

const loaded = new Map<LocaleCode, MemberMessages>([['en-US', en]]);
const pending = new Map<LocaleCode, Promise<MemberMessages>>();

/** The words, at once when already here. */
export const memberMessagesNow = (locale: LocaleCode): MemberMessages | undefined => loaded.get(locale);

export function loadMemberMessages(locale: LocaleCode): Promise<MemberMessages> {
  const ready = loaded.get(locale);
  if (ready) return Promise.resolve(ready);
  let loading = pending.get(locale);
  if (!loading) {
    loading = loaders[locale]().then((messages) => {
      loaded.set(locale, messages);
      return messages;
    });
    // A failed fetch may be tried again by the next caller.
    loading.catch(() => pending.delete(locale));
    pending.set(locale, loading);
  }
  return loading;
}
