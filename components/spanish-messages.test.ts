/**
 * Every messages module of the shell, the form fields, the blocks (but the calculator's and the state guides', which
 * test their own) and the contact service: the Spanish of each message is not its English left in place. The few
 * words both languages write the same are listed here by name, so a new one is a decision, not an oversight.
 */
import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '@/engine/locale';
import { STORED_DATA } from '@/services/privacy/stored-data';
import { contactMessages } from '@/services/contact/messages';
import { adSlotMessages } from './blocks/ad-slot/messages';
import { callToActionMessages } from './blocks/call-to-action/messages';
import { contactFormMessages } from './blocks/contact-form/messages';
import { expandableTextMessages } from './blocks/expandable-text/messages';
import { heroMessages } from './blocks/hero/messages';
import { legalTextMessages } from './blocks/legal-text/messages';
import { STORED_DATA_ES, storedKey } from './blocks/legal-text/stored-data-es';
import { pricingMessages } from './blocks/pricing/messages';
import { reviewsMessages } from './blocks/reviews/messages';
import { socialRatingsMessages } from './blocks/social-ratings/messages';
import { en as memberEn } from './shell/member-messages/en-US';
import { es as memberEs } from './shell/member-messages/es-US';
import { shellMessages } from './shell/messages';
import { es as toastEs } from './shell/toast-messages/es-US';
import { GENERIC_ERROR_MESSAGE } from './shell/toasts';
import { formMessages } from './ui/form/messages';

const byLocale = <M>(record: Record<LocaleCode, M>): [M, M] => [record['en-US'], record['es-US']];

const storedData = (locale: LocaleCode) =>
  Object.fromEntries(
    STORED_DATA.map((item) => {
      const key = storedKey(item.kind, item.name);
      const words = locale === 'en-US' ? item : STORED_DATA_ES[key];
      return [key, { purpose: words?.purpose, lifetime: words?.lifetime }];
    }),
  );

const MODULES: Record<string, [unknown, unknown]> = {
  'shell/messages': byLocale(shellMessages),
  'shell/member-messages': [memberEn, memberEs],
  'shell/toast-messages': [{ genericError: GENERIC_ERROR_MESSAGE }, toastEs],
  'ui/form/messages': byLocale(formMessages),
  'services/contact/messages': byLocale(contactMessages),
  'blocks/contact-form/messages': byLocale(contactFormMessages),
  'blocks/reviews/messages': byLocale(reviewsMessages),
  'blocks/social-ratings/messages': byLocale(socialRatingsMessages),
  'blocks/pricing/messages': byLocale(pricingMessages),
  'blocks/call-to-action/messages': byLocale(callToActionMessages),
  'blocks/expandable-text/messages': byLocale(expandableTextMessages),
  'blocks/legal-text/messages': byLocale(legalTextMessages),
  'blocks/legal-text/stored-data-es': [storedData('en-US'), storedData('es-US')],
  'blocks/ad-slot/messages': byLocale(adSlotMessages),
  'blocks/hero/messages': byLocale(heroMessages),
};

/** Words Spanish writes as English does: a technical name, and a word spelt alike. */
const SAME_IN_BOTH = new Set(['Cookie', 'No']);

/** Every message as a reader sees it, by its path: a message with parameters as it reads with a sample filled in. */
function leaves(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (typeof value === 'function') out.set(path, String(value('⟨7⟩')));
  else if (value !== null && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (key !== 'locale') leaves(item, `${path}.${key}`, out);
  return out;
}

describe.each(Object.entries(MODULES))('%s', (_name, [english, spanish]) => {
  const en = leaves(english, '', new Map());
  const es = leaves(spanish, '', new Map());

  it('has a Spanish message for every English one', () => {
    expect([...es.keys()]).toEqual([...en.keys()]);
    expect([...es.values()].filter((text) => text.trim() === '')).toEqual([]);
  });

  it('never leaves the English in place, but for words both languages share', () => {
    const same = [...en].filter(([path, text]) => es.get(path) === text && !SAME_IN_BOTH.has(text));
    expect(same).toEqual([]);
  });
});
