import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';
import { contactFormMessages } from './messages';

/** The ways to reach us and the form's topics come from site.json, so a change of number or hours is one edit. */
export function resolveContactForm(_block: BlockConfig<'contact-form'>, context: ResolveContext) {
  const { brand, contact } = context.site;
  return {
    phone: brand.phone,
    email: brand.email,
    address: brand.address,
    hours: contact.hours,
    replyTime: contact.replyTime,
    topics: contact.topics,
    locale: context.locale,
    messages: contactFormMessages[context.locale],
  };
}

export type ContactFormResolved = ReturnType<typeof resolveContactForm>;
