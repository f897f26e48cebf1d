import type { FormMessages } from '@/components/ui/form/messages/types';
import type { ContactCheckMessages } from '@/services/contact/messages/types';

/**
 * The form's own words, handed to it by the page in its language. Plain data, as props to a browser component must
 * be: "{name}", "{email}" and "{replyTime}" are filled in when the message has gone.
 */
export interface ContactFormWords {
  formLabel: string;
  name: string;
  email: string;
  phone: string;
  topic: string;
  chooseTopic: string;
  message: string;
  messageHint: string;
  send: string;
  sending: string;
  tryAgain: string;
  /** "{name}", "{email}", "{replyTime}" */
  sent: string;
  notSent: string;
  connectionFailed: string;
  /** What each field says when it needs correcting: the same words the server answers with. */
  check: ContactCheckMessages;
  fields: FormMessages;
}

/** The ways to reach us beside the form: rendered on the server only. */
export interface ContactDetailsWords {
  heading: string;
  callTollFree: string;
  email: string;
}

export interface ContactFormMessages {
  form: ContactFormWords;
  details: ContactDetailsWords;
}
