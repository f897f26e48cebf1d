import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from '@/services/logging/rate-limit';
import { createContactHandler, type ContactHandlerOptions } from './contact-handler';
import { MESSAGE_MAX, messageTooLong, type ContactMessage } from './contact-message';

const TOPICS = ['Payroll for my household', 'Something else'];
const message = {
  name: 'Ana Lopez',
  email: 'ana@example.com',
  phone: '',
  topic: 'Something else',
  message: 'When does my first payroll run?',
};

function handler(overrides: Partial<ContactHandlerOptions> = {}) {
  const delivered: Array<ContactMessage & { page: string }> = [];
  const logged: string[] = [];
  const handle = createContactHandler({
    topics: TOPICS,
    limiter: createMemoryRateLimiter({ capacity: 3, refillPerSecond: 1 / 300, maxClients: 100 }),
    overallLimiter: createMemoryRateLimiter({ capacity: 100, refillPerSecond: 0, maxClients: 1 }),
    verifyBotCheck: undefined,
    deliver: async (sent) => {
      delivered.push(sent);
      return true;
    },
    log: (_level, text) => logged.push(text),
    now: () => 0,
    ...overrides,
  });
  return { handle, delivered, logged };
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://site/api/contact', {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.5', ...headers },
  });

describe('POST /api/contact', () => {
  it('hands a good message on with the page it came from, and answers 202', async () => {
    const { handle, delivered } = handler();
    const response = await handle(post({ ...message, page: '/contact' }));
    expect(response.status).toBe(202);
    expect(delivered).toEqual([{ ...message, page: '/contact' }]);
  });

  it('answers 400 with every field problem by field, and delivers nothing', async () => {
    const { handle, delivered } = handler();
    const response = await handle(post({ ...message, email: 'nope', topic: 'x' }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Some fields need attention.',
      fields: { email: 'Enter an e-mail address like name@example.com', topic: 'Choose what your message is about' },
    });
    expect(delivered).toEqual([]);
  });

  it('takes a message of exactly the limit the form counts against, and refuses one character more with the reason', async () => {
    const { handle, delivered } = handler();
    expect((await handle(post({ ...message, message: 'x'.repeat(MESSAGE_MAX) }))).status).toBe(202);
    const over = await handle(post({ ...message, message: `  ${'x'.repeat(MESSAGE_MAX + 1)}  ` }));
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({
      error: 'Some fields need attention.',
      fields: { message: messageTooLong(MESSAGE_MAX + 1) },
    });
    expect(delivered).toHaveLength(1);
  });

  it('refuses what is not a JSON object, too large or of another type, with a reason', async () => {
    const { handle } = handler();
    expect((await handle(post('{nope'))).status).toBe(400);
    expect((await handle(post('[1]'))).status).toBe(400);
    const huge = await handle(post({ ...message, message: 'x'.repeat(9000) }));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({
      error: `Your message is too long to send: keep it to ${MESSAGE_MAX.toLocaleString('en-US')} characters or fewer.`,
    });
    const text = await handle(
      new Request('http://site/api/contact', { method: 'POST', body: 'hi', headers: { 'content-type': 'text/plain' } }),
    );
    expect(text.status).toBe(415);
    expect(await text.json()).toEqual({ error: 'content-type must be application/json' });
  });

  it('refuses a fourth message in a burst from one client with 429 and when to retry', async () => {
    const { handle } = handler();
    for (let i = 0; i < 3; i += 1) expect((await handle(post(message))).status).toBe(202);
    const refused = await handle(post(message));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('300');
  });

  it('requires a bot-check token that verifies, where a bot check is configured', async () => {
    const { handle, delivered, logged } = handler({ verifyBotCheck: async (token) => token === 'human' });
    expect((await handle(post(message))).status).toBe(400);
    expect((await handle(post({ ...message, botCheckToken: 'robot' }))).status).toBe(400);
    expect((await handle(post({ ...message, botCheckToken: 'human' }))).status).toBe(202);
    expect(delivered).toHaveLength(1);
    expect(logged).toEqual(['contact message refused by the bot check', 'contact message refused by the bot check']);
  });

  it('says so plainly when the message cannot be delivered, and never sends the message to the log', async () => {
    const { handle, logged } = handler({ deliver: async () => false });
    const failed = await handle(post(message));
    expect(failed.status).toBe(503);
    expect(((await failed.json()) as { error: string }).error).toMatch(/^Your message was not sent/);
    const unconfigured = handler({ deliver: undefined });
    expect((await unconfigured.handle(post(message))).status).toBe(503);
    expect(unconfigured.logged).toEqual(['contact message not sent: no CONTACT_ENDPOINT_URL is configured']);
    expect(logged.join(' ')).not.toContain('ana@example.com');
  });
});
