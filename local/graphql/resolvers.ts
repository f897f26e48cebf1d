// Built by yoga's own graphql instance, so yoga recognises them as intended errors and never masks them.
import { createGraphQLError } from 'graphql-yoga';
import { isEmail } from '@/services/validation/email';
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES } from '@/engine/locale';
import type { TaxCalculatorResultSendInput } from '@/services/graphql/operations/tax-calculator-result-send';
import { FIXTURE_MEMBERS } from './members';
import type { Fault } from './faults';
import type { Outbox } from './outbox';
import type { Verified } from './verify-token';
import type { BotCheckVerdict } from '@/services/bot-check/siteverify';
import { resultEmail } from './result-email';

export interface RequestContext {
  authorization: string | null;
  botCheckSiteKey: string | null;
  botCheckToken: string | null;
  fault: Fault;
  verifyToken: (token: string) => Promise<Verified>;
  verifyBotCheck: ((siteKey: string, token: string) => Promise<BotCheckVerdict>) | undefined;
  outbox: Outbox;
  log: (line: string) => void;
}

const HIRED_OPTIONS = new Map([
  [21, 'Not yet'],
  [11, 'Yes'],
]);
const MAX_LINES = 60;

const unauthenticated = (message: string) =>
  createGraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', http: { status: 401 } } });
const badInput = (message: string, field: string) =>
  createGraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field } });

function injectedError(field: string) {
  return createGraphQLError(`Injected failure while resolving ${field}`, { extensions: { code: 'INJECTED_FAULT' } });
}

async function memberFor(context: RequestContext) {
  const bearer = /^Bearer\s+(\S+)$/i.exec(context.authorization ?? '')?.[1];
  if (!bearer) throw unauthenticated('Sign in to see member details');
  const verified = await context.verifyToken(bearer);
  if (!verified.ok) throw unauthenticated(`Not signed in: ${verified.reason}`);
  return FIXTURE_MEMBERS[verified.claims.sub] ?? null;
}

function checkInput(input: TaxCalculatorResultSendInput): void {
  if (!isEmail(input.email)) throw badInput('Enter a valid e-mail address', 'email');
  if (!HIRED_OPTIONS.has(input.hiredOptionId))
    throw badInput('hiredOptionId must be 21 (Not yet) or 11 (Yes)', 'hiredOptionId');
  if (input.lines.length === 0 || input.lines.length > MAX_LINES)
    throw badInput(`Send between 1 and ${MAX_LINES} result lines`, 'lines');
  if (input.lines.some((line) => !Number.isFinite(line.perPeriod) || !Number.isFinite(line.annual)))
    throw badInput('Every amount must be a number', 'lines');
  if (input.locale != null && !isLocaleCode(input.locale))
    throw badInput(`locale must be one of ${LOCALE_CODES.join(', ')}`, 'locale');
}

async function checkBotCheck(context: RequestContext): Promise<'passed' | 'not configured'> {
  if (!context.verifyBotCheck) return 'not configured';
  if (!context.botCheckSiteKey || !context.botCheckToken) {
    throw createGraphQLError('The bot check is missing: reload the page and try again', {
      extensions: { code: 'BOT_CHECK_REQUIRED' },
    });
  }
  const verdict = await context.verifyBotCheck(context.botCheckSiteKey, context.botCheckToken);
  if (!verdict.success)
    throw createGraphQLError(`The bot check failed (${verdict.errorCodes.join(', ') || 'no reason given'})`, {
      extensions: { code: 'BOT_CHECK_FAILED' },
    });
  return 'passed';
}

export const resolvers = {
  Query: {
    member: async (_: unknown, __: unknown, context: RequestContext) => {
      if (context.fault.graphqlError) throw injectedError('member');
      return memberFor(context);
    },
  },
  Mutation: {
    taxCalculatorResultSend: async (
      _: unknown,
      { input }: { input: TaxCalculatorResultSendInput },
      context: RequestContext,
    ) => {
      if (context.fault.graphqlError) throw injectedError('taxCalculatorResultSend');
      checkInput(input);
      const botCheck = await checkBotCheck(context);
      const messageId = context.outbox.nextId();
      const locale = isLocaleCode(input.locale) ? input.locale : DEFAULT_LOCALE;
      const { subject, text } = resultEmail(input, locale);
      const message = {
        messageId,
        to: input.email.trim(),
        subject,
        text,
        locale,
        receivedAt: new Date().toISOString(),
        hiredOptionId: input.hiredOptionId,
        botCheck,
      };
      context.outbox.record(message);
      context.log(
        `would send "${message.subject}" to ${message.to} (${messageId}, hired: ${HIRED_OPTIONS.get(input.hiredOptionId)}, bot check ${botCheck})`,
      );
      return { success: true, messageId };
    },
  },
};
