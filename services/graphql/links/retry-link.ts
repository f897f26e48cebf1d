import { RetryLink } from '../apollo';

export const MAX_ATTEMPTS = 5;
export const INITIAL_DELAY_MS = 300;
export const MAX_DELAY_MS = 5000;

/**
 * Only a failure to reach the server (fetch rejects with a TypeError) is worth
 * repeating. GraphQL errors and 4xx answers will not change; a request the
 * visitor aborted rejects with an AbortError, which is not a TypeError.
 */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

export function createRetryLink(): RetryLink {
  return new RetryLink({
    delay: { initial: INITIAL_DELAY_MS, max: MAX_DELAY_MS, jitter: true },
    attempts: { max: MAX_ATTEMPTS, retryIf: isNetworkFailure },
  });
}
