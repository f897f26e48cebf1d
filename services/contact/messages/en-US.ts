import { enCheck } from './en-US-check';
import type { ContactMessages } from './types';

/** English: the default, and the language of a request that names no other. */
export const en: ContactMessages = {
  check: enCheck,
  reply: {
    callUs: 'You can also call us.',
    tooManyFromYou: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
    tooManyOverall: 'We are receiving a lot of messages right now. Please try again in a few minutes.',
    tooLarge: 'Your message is too long to send: keep it to {max} characters or fewer.',
    fieldsNeedAttention: 'Some fields need attention.',
    notAPerson: 'We could not confirm this message came from a person. Reload the page and send it again.',
    cannotSend: 'Messages cannot be sent right now.',
    notDelivered:
      'Your message was not sent: our message service did not answer. Your entries are still in the form: try again.',
  },
};
