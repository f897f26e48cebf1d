import { describe, expect, it } from 'vitest';
import { checkContactMessage, MESSAGE_MAX } from './contact-message';

const TOPICS = ['Payroll for my household', 'Something else'];
const good = {
  name: ' Ana Lopez ',
  email: 'ana@example.com',
  phone: '(614) 555-0188',
  topic: 'Something else',
  message: 'When does my first payroll run?',
};

describe('a contact message', () => {
  it('is accepted trimmed, with the phone as its ten digits', () => {
    expect(checkContactMessage(good, TOPICS)).toEqual({
      ok: true,
      value: { ...good, name: 'Ana Lopez', phone: '6145550188' },
    });
    expect(checkContactMessage({ ...good, phone: '+1 614.555.0188' }, TOPICS)).toMatchObject({
      ok: true,
      value: { phone: '6145550188' },
    });
    expect(checkContactMessage({ ...good, phone: '' }, TOPICS)).toMatchObject({ ok: true, value: { phone: '' } });
  });

  it('names every field that is wrong, in words a visitor can act on', () => {
    expect(
      checkContactMessage({ name: '', email: 'ana@', phone: '555-01', topic: 'Spam', message: 'hi' }, TOPICS),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Enter your name',
        email: 'Enter an e-mail address like name@example.com',
        phone: 'Enter a 10-digit US phone number, or leave it empty',
        topic: 'Choose what your message is about',
        message: 'Tell us a little more (at least 10 characters)',
      },
    });
  });

  it('refuses what is not text, a name too long and a message past its limit', () => {
    const result = checkContactMessage(
      { ...good, name: 'x'.repeat(101), email: 42, message: 'y'.repeat(MESSAGE_MAX + 1) },
      TOPICS,
    );
    expect(result.ok ? {} : result.errors).toEqual({
      name: 'Keep your name under 100 characters',
      email: 'Enter your e-mail address, so we can reply',
      message: 'Keep your message to 2,000 characters or fewer (it has 2,001)',
    });
  });
});
