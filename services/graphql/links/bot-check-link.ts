/**
 * Protected operations carry a bot-check token: the site key and the token go
 * in two headers. When getting a token fails, that is reported and the
 * request goes on without it (the server decides what to do with it).
 */
import { ApolloLink } from '../apollo';
import { catchError, from, mergeMap, of } from 'rxjs';
import type { ClientLog } from '@/services/logging/client-logger';

export const PROTECTED_OPERATIONS: readonly string[] = ['taxCalculatorResultSend'];
export const BOT_CHECK_SITE_KEY_HEADER = 'x-bot-check-site-key';
export const BOT_CHECK_TOKEN_HEADER = 'x-bot-check-token';

export interface BotCheck {
  siteKey: string;
  token(action: string): Promise<string>;
}

export interface BotCheckLinkOptions {
  /** Resolves to undefined when no bot check is configured. */
  botCheck: () => Promise<BotCheck | undefined>;
  log: ClientLog;
}

export function createBotCheckLink({ botCheck, log }: BotCheckLinkOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const name = operation.operationName ?? '';
    if (!PROTECTED_OPERATIONS.includes(name)) return forward(operation);
    const headers = botCheck().then(async (check) =>
      check ? { [BOT_CHECK_SITE_KEY_HEADER]: check.siteKey, [BOT_CHECK_TOKEN_HEADER]: await check.token(name) } : {},
    );
    return from(headers).pipe(
      catchError((error: unknown) => {
        log('warn', `Bot check failed for ${name}: ${error instanceof Error ? error.message : String(error)}`, {
          event: 'BotCheckError',
          operation: name,
        });
        return of({});
      }),
      mergeMap((extra) => {
        operation.setContext(({ headers: previous }) => ({ headers: { ...previous, ...extra } }));
        return forward(operation);
      }),
    );
  });
}
