/**
 * The GraphQL client. Links, in order: auth headers →
 * timing log → error handling → bot check → retry → error-report breadcrumbs
 * → HTTP. Queries go as GET (cacheable by a CDN when anonymous), mutations as POST.
 */
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from './apollo';
import type { ClientLog } from '@/services/logging/client-logger';
import './context';
import { createAuthLink } from './links/auth-link';
import { createBotCheckLink, type BotCheck } from './links/bot-check-link';
import { createBreadcrumbLink } from './links/breadcrumb-link';
import { createErrorLink } from './links/error-link';
import { createRetryLink } from './links/retry-link';
import { createTimingLink } from './links/timing-link';
import type { StoredUserLocation } from './stored-user';

export interface GraphqlClientOptions {
  endpoint: string;
  storedUser: StoredUserLocation;
  storage: () => Pick<Storage, 'getItem'> | undefined;
  log: ClientLog;
  botCheck: () => Promise<BotCheck | undefined>;
  /** Seconds before expires_at from which a stored token counts as expired. */
  expiryOffsetSeconds?: number;
  fetch?: typeof fetch;
}

export function createGraphqlLink(options: GraphqlClientOptions): ApolloLink {
  return ApolloLink.from([
    createAuthLink({
      location: options.storedUser,
      storage: options.storage,
      expiryOffsetSeconds: options.expiryOffsetSeconds ?? 0,
    }),
    createTimingLink(),
    createErrorLink({ log: options.log }),
    createBotCheckLink({ botCheck: options.botCheck, log: options.log }),
    createRetryLink(),
    createBreadcrumbLink(),
    new HttpLink({ uri: options.endpoint, useGETForQueries: true, ...(options.fetch ? { fetch: options.fetch } : {}) }),
  ]);
}

export function createGraphqlClient(options: GraphqlClientOptions): ApolloClient {
  return new ApolloClient({ link: createGraphqlLink(options), cache: new InMemoryCache() });
}
