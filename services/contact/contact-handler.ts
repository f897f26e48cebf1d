/**
 * POST /api/contact: a message from the contact form, checked as the form checks it, past the bot
 * check and the rate limits, then handed to the endpoint that delivers it (the enrollment system's,
 * or the local stand-in). Every refusal of what a visitor sent is a 4xx with a reason in plain
 * words, field by field where a field is wrong, in the language the form asks its answer in (its
 * Accept-Language); nothing a visitor sends makes it print a stack.
 */
import { clientKeyOf, type RateLimiter } from '@/services/logging/rate-limit';
import { readBodyWithin } from '@/services/logging/read-body';
import { checkContactMessage, MESSAGE_MAX, type ContactMessage } from './contact-message';
import { fill } from './messages/fill';
import { answerLocaleOf, contactMessages } from './messages';

export const CONTACT_BODY_LIMIT_BYTES = 8 * 1024;

export interface ContactHandlerOptions {
  /** The topics the form offers, in every language the site is published in: a message names one of them. */
  topics: readonly string[];
  limiter: RateLimiter;
  overallLimiter: RateLimiter;
  /** Verifies a bot-check token; undefined where no bot check is configured. */
  verifyBotCheck: ((token: string) => Promise<boolean>) | undefined;
  /** Hands the message on; resolves to false when the delivery endpoint refused it or could not be reached. */
  deliver: ((message: ContactMessage & { page: string }) => Promise<boolean>) | undefined;
  log: (level: 'warn' | 'error', message: string, fields: Record<string, string | number>) => void;
  now?: () => number;
}

const answer = (status: number, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });

export function createContactHandler({
  topics,
  limiter,
  overallLimiter,
  verifyBotCheck,
  deliver,
  log,
  now = Date.now,
}: ContactHandlerOptions) {
  return async function handle(request: Request): Promise<Response> {
    const locale = answerLocaleOf(request);
    const { check, reply } = contactMessages[locale];
    const withCallUs = (words: string) => `${words} ${reply.callUs}`;
    const client = await limiter.take(clientKeyOf(request.headers.get('x-forwarded-for')), now());
    if (!client.allowed) {
      return answer(
        429,
        { error: withCallUs(reply.tooManyFromYou) },
        { 'retry-after': String(client.retryAfterSeconds) },
      );
    }
    const overall = await overallLimiter.take('*', now());
    if (!overall.allowed)
      return answer(
        429,
        { error: withCallUs(reply.tooManyOverall) },
        { 'retry-after': String(overall.retryAfterSeconds) },
      );
    const type = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return answer(415, { error: 'content-type must be application/json' });
    const body = await readBodyWithin(request, CONTACT_BODY_LIMIT_BYTES).catch(() => undefined);
    if (body === undefined) return answer(400, { error: 'the message could not be read' });
    // Only a message far past its limit makes the body this large: say so in the words of that limit.
    if (!body.ok) return answer(413, { error: fill(reply.tooLarge, { max: MESSAGE_MAX }, locale) });
    let raw: unknown;
    try {
      raw = JSON.parse(body.text);
    } catch {
      return answer(400, { error: 'the message is not valid JSON' });
    }
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
      return answer(400, { error: 'the message must be a JSON object' });
    const fields: Readonly<Record<string, unknown>> = raw as Record<string, unknown>;
    const checked = checkContactMessage(fields, topics, check);
    if (!checked.ok) return answer(400, { error: reply.fieldsNeedAttention, fields: checked.errors });
    if (verifyBotCheck) {
      const token = typeof fields.botCheckToken === 'string' ? fields.botCheckToken : '';
      if (token === '' || !(await verifyBotCheck(token))) {
        log('warn', 'contact message refused by the bot check', { tokenGiven: token === '' ? 0 : 1 });
        return answer(400, { error: withCallUs(reply.notAPerson) });
      }
    }
    if (!deliver) {
      log('error', 'contact message not sent: no CONTACT_ENDPOINT_URL is configured', {});
      return answer(503, { error: withCallUs(reply.cannotSend) });
    }
    const page = typeof fields.page === 'string' && fields.page.startsWith('/') ? fields.page.slice(0, 200) : '/';
    if (!(await deliver({ ...checked.value, page }))) return answer(503, { error: withCallUs(reply.notDelivered) });
    return answer(202, { sent: true });
  };
}
