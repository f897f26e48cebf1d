import type { ContactCheckMessages } from './types';

/** English check words: kept apart from the server's replies, as the form in the browser carries them. */
export const enCheck: ContactCheckMessages = {
  locale: 'en-US',
  nameMissing: 'Enter your name',
  nameTooLong: 'Keep your name under {max} characters',
  emailMissing: 'Enter your e-mail address, so we can reply',
  emailInvalid: 'Enter an e-mail address like name@example.com',
  phoneInvalid: 'Enter a 10-digit US phone number, or leave it empty',
  topicMissing: 'Choose what your message is about',
  messageMissing: 'Write your message',
  messageTooShort: 'Tell us a little more (at least {min} characters)',
  messageTooLong: 'Keep your message to {max} characters or fewer (it has {length})',
};
