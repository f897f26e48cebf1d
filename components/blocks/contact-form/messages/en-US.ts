import { en as fields } from '@/components/ui/form/messages/en-US';
import { en as contact } from '@/services/contact/messages/en-US';
import type { ContactFormMessages } from './types';

export const en: ContactFormMessages = {
  form: {
    formLabel: 'Contact us',
    name: 'Your name',
    email: 'Your e-mail address',
    phone: 'Your phone number',
    topic: 'What is your message about?',
    chooseTopic: 'Choose one',
    message: 'Your message',
    messageHint:
      'Please leave out Social Security and bank account numbers: we ask for those securely when you enroll.',
    send: 'Send message',
    sending: 'Sending…',
    tryAgain: 'Try again',
    sent: 'Thank you, {name}. Your message is on its way; we reply to {email} within {replyTime}.',
    notSent: 'Your message was not sent. Try again in a moment.',
    connectionFailed: 'Your message was not sent: the connection failed. Your entries are still here: try again.',
    check: contact.check,
    fields,
  },
  details: {
    heading: 'Other ways to reach us',
    callTollFree: 'Call toll-free:',
    email: 'E-mail:',
  },
};
