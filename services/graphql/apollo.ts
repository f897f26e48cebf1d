/**
 * The one door to Apollo for this code base. Apollo reads its cache sizes
 * when its modules first load, so ./cache-sizes must run before any of them:
 * importing Apollo only through this module guarantees the order (a lint
 * rule refuses direct imports elsewhere).
 */
import './cache-sizes';

export { ApolloClient, ApolloLink, HttpLink, InMemoryCache, ServerError, gql } from '@apollo/client';
export type { TypedDocumentNode } from '@apollo/client';
export { RetryLink } from '@apollo/client/link/retry';
export { cacheSizes } from '@apollo/client/utilities';
