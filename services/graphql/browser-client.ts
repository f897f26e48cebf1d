/**
 * The browser's GraphQL client: the chain of client.ts wired to the
 * deployment's public config, the log beacon and the bot check. How a failed
 * action is shown to the visitor comes with each operation (its `notifyUser`).
 * Imported dynamically by the features that need it, so pages without them
 * never download Apollo.
 */
import { recaptchaV3 } from '@/services/bot-check/recaptcha-v3';
import { fetchPublicConfig, type PublicConfig } from '@/services/config/public-config';
import { logToServer } from '@/services/logging/client-logger';
import { createGraphqlClient } from './client';
import type { BotCheck } from './links/bot-check-link';
import type { ApolloClient } from './apollo';

export function clientStorage(kind: PublicConfig['storedUser']['storage']): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

let client: Promise<ApolloClient> | undefined;

export function browserGraphqlClient(): Promise<ApolloClient> {
  client ??= fetchPublicConfig().then((config) => {
    const botCheck: BotCheck | undefined = config.botCheck ? recaptchaV3(config.botCheck) : undefined;
    return createGraphqlClient({
      endpoint: config.graphqlEndpoint,
      storedUser: config.storedUser,
      storage: () => clientStorage(config.storedUser.storage),
      expiryOffsetSeconds: config.storedUser.expiryOffsetSeconds,
      log: logToServer,
      botCheck: () => Promise.resolve(botCheck),
    });
  });
  client.catch(() => {
    client = undefined;
  });
  return client;
}
