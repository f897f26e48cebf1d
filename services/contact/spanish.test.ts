import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '@/services/logging/rate-limit';
import { createContactHandler } from './contact-handler';
import { checkContactMessage, MESSAGE_MAX } from './contact-message';
import { answerLocaleOf, contactMessages } from './messages';

const TOPICS = ['Payroll for my household', 'Nómina para mi hogar'];
const es = contactMessages['es-US'];

function handler(capacity = 3) {
  return createContactHandler({
    topics: TOPICS,
    limiter: createMemoryRateLimiter({ capacity, refillPerSecond: 0, maxClients: 100 }),
    overallLimiter: createMemoryRateLimiter({ capacity: 100, refillPerSecond: 0, maxClients: 1 }),
    verifyBotCheck: undefined,
    deliver: async () => true,
    log: () => undefined,
    now: () => 0,
  });
}

const post = (body: unknown, language?: string) =>
  new Request('http://site/api/contact', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.9',
      ...(language ? { 'accept-language': language } : {}),
    },
  });

const message = {
  name: 'Ana López',
  email: 'ana@example.com',
  phone: '',
  topic: 'Nómina para mi hogar',
  message: '¿Cuándo se procesa mi primera nómina?',
};

describe('a contact message in Spanish', () => {
  it('names what to correct in Spanish, with the limit written as US Spanish writes it', () => {
    const checked = checkContactMessage(
      { name: '', email: 'ana@', phone: '555-01', topic: 'x', message: 'x'.repeat(MESSAGE_MAX + 5) },
      TOPICS,
      es.check,
    );
    expect(checked).toEqual({
      ok: false,
      errors: {
        name: 'Escriba su nombre',
        email: 'Escriba un correo electrónico como nombre@ejemplo.com',
        phone: 'Escriba un número de teléfono de EE. UU. de 10 dígitos, o déjelo en blanco',
        topic: 'Elija el tema de su mensaje',
        message: 'Su mensaje debe tener 2,000 caracteres o menos (tiene 2,005)',
      },
    });
    expect(checkContactMessage({ ...message, message: 'hola' }, TOPICS, es.check)).toMatchObject({
      errors: { message: 'Cuéntenos un poco más (al menos 10 caracteres)' },
    });
  });

  it('is answered in the language the form asks in, a Spanish topic accepted', async () => {
    const handle = handler();
    const refused = await handle(post({ ...message, email: 'nope' }, 'es-US'));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      error: 'Revise los campos marcados.',
      fields: { email: 'Escriba un correo electrónico como nombre@ejemplo.com' },
    });
    expect((await handle(post(message, 'es-US'))).status).toBe(202);
  });

  it('is refused in Spanish before its body is read, when sent too often', async () => {
    const handle = handler(1);
    await handle(post(message, 'es-US'));
    const limited = await handle(post(message, 'es-US'));
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error:
        'Ha enviado varios mensajes en poco tiempo. Espere unos minutos e inténtelo de nuevo. También puede llamarnos.',
    });
  });
});

describe('answerLocaleOf', () => {
  const asking = (language?: string) => answerLocaleOf(post({}, language));

  it('answers in the first language asked for when the site has it, otherwise in English', () => {
    expect(asking('es-US')).toBe('es-US');
    expect(asking('es-MX,es;q=0.9')).toBe('es-US');
    expect(asking('en-US')).toBe('en-US');
    expect(asking('fr-FR,es;q=0.5')).toBe('en-US');
    expect(asking()).toBe('en-US');
  });
});
