import { useEffect, useState } from 'react';
import type { LocaleCode } from '@/engine/locale';
import { loadMemberMessages, memberMessagesNow } from './load';
import type { MemberMessages } from './types';

/** The member's words once they are here (at once in English); undefined until then. */
export function useMemberMessages(locale: LocaleCode): MemberMessages | undefined {
  const [messages, setMessages] = useState(() => memberMessagesNow(locale));
  useEffect(() => {
    if (messages) return;
    let current = true;
    loadMemberMessages(locale).then(
      (loaded) => current && setMessages(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [locale, messages]);
  return messages;
}

/** Starts fetching the member's words now, so they arrive with the member lookup the header starts too. */
export function usePreloadMemberMessages(locale: LocaleCode): void {
  useEffect(() => {
    loadMemberMessages(locale).catch(() => undefined);
  }, [locale]);
}
