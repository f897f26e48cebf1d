/** The contact form's messages: see services/contact/contact-handler.ts. */
import { createBotCheckVerifier } from '@/services/bot-check/siteverify';
import { getSite } from '@/services/config/site-model';
import { createContactDelivery } from '@/services/contact/contact-delivery';
import { createContactHandler } from '@/services/contact/contact-handler';
import { createMemoryRateLimiter } from '@/services/logging/rate-limit';
import { perClientLimiter } from '@/services/logging/rate-limiter-choice';
import { serverLogger } from '@/services/logging/server-logger';

export const dynamic = 'force-dynamic';

const env = process.env;
const log = (level: 'warn' | 'error', message: string, fields: Record<string, string | number>) =>
  serverLogger[level]({ source: 'contact', ...fields }, message);
const verifier =
  env.BOT_CHECK_VERIFY_URL && env.BOT_CHECK_SECRET && env.BOT_CHECK_SITE_KEY
    ? createBotCheckVerifier(env.BOT_CHECK_VERIFY_URL, env.BOT_CHECK_SECRET)
    : undefined;
const siteKey = env.BOT_CHECK_SITE_KEY ?? '';
// A person sends one message, perhaps a correction: three in a burst, then one every five minutes.
const limiter = perClientLimiter(
  env,
  'contact',
  { capacity: 3, refillPerSecond: 1 / 300, maxClients: 10_000 },
  (message) => serverLogger.error(message),
);
const overallLimiter = createMemoryRateLimiter({ capacity: 200, refillPerSecond: 2, maxClients: 1 });

let handler: ReturnType<typeof createContactHandler> | undefined;

async function contactHandler() {
  if (handler) return handler;
  const { model } = await getSite();
  handler = createContactHandler({
    // A form in any language sends its topic as that language names it.
    topics: [model.site, ...model.editions.map((edition) => edition.site)].flatMap((site) => site.contact.topics),
    limiter,
    overallLimiter,
    verifyBotCheck: verifier ? async (token) => (await verifier(siteKey, token)).success : undefined,
    deliver: env.CONTACT_ENDPOINT_URL
      ? createContactDelivery(env.CONTACT_ENDPOINT_URL, (message, fields) => log('warn', message, fields))
      : undefined,
    log,
  });
  return handler;
}

export async function POST(request: Request): Promise<Response> {
  return (await contactHandler())(request);
}
