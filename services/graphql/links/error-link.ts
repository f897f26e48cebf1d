/**
 * Error handling: every GraphQL error is logged as GQLError, every network
 * error as GQLNetworkError under AuthError (401/403) or NetworkError, in a
 * fixed wording ('Error calling {operation}: {message}'). A visitor whose own
 * action failed is told through the operation's `notifyUser` (its feature
 * shows the generic toast); a background lookup has none, fails quietly and
 * the page goes on.
 */
import { ApolloLink, ServerError } from '../apollo';
import type { GraphQLFormattedError } from 'graphql';
import { catchError, tap, throwError } from 'rxjs';
import type { ClientLog } from '@/services/logging/client-logger';
import type { JsonObject, JsonValue } from '@/services/logging/json';

export interface ErrorLinkOptions {
  log: ClientLog;
  clock?: () => number;
}

const AUTH_STATUSES = [401, 403];

/** 401 and 403 are logged under AuthError, every other failure under NetworkError. */
export const logKeyFor = (status: number | undefined): 'AuthError' | 'NetworkError' =>
  status !== undefined && AUTH_STATUSES.includes(status) ? 'AuthError' : 'NetworkError';

export function locationText(error: GraphQLFormattedError): string | undefined {
  return error.locations?.map(({ line, column }) => `Line ${line} - Column ${column}`).join(', ');
}

export function pathText(error: GraphQLFormattedError): string | undefined {
  return error.path?.map(String).join(' | ');
}

/** Apollo 4 words an empty response "malformed"; the log keeps Apollo 3's wording, "missing". */
export function normaliseNetworkError(error: unknown, operationName: string): unknown {
  if (ServerError.is(error) && error.message.startsWith('Server response was malformed for query')) {
    return new ServerError(`Server response was missing for query '${operationName}'.`, {
      response: error.response,
      bodyText: error.bodyText,
    });
  }
  return error;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

// Variables are plain JSON by construction (they were serialised for the request).
const asJson = (variables: Record<string, unknown>): JsonObject => JSON.parse(JSON.stringify(variables)) as JsonObject;

export function createErrorLink({ log, clock = () => performance.now() }: ErrorLinkOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const name = operation.operationName ?? 'anonymous';
    const context = operation.getContext();
    const elapsedMs = () => Math.round(clock() - (context.startedAt ?? clock()));
    const failedForVisitor = () => operation.getContext().notifyUser?.();
    return forward(operation).pipe(
      tap((result) => {
        const errors = result.errors ?? [];
        // A GraphQL-over-HTTP server may answer errors with a 4xx status and a GraphQL body (a refused token: 401).
        const status = operation.getContext().response?.status;
        for (const error of errors) {
          const extra: Record<string, JsonValue> = {
            event: 'GQLError',
            operation: name,
            elapsedMs: elapsedMs(),
            variables: asJson(operation.variables),
          };
          if (status !== undefined && status >= 400) Object.assign(extra, { status, key: logKeyFor(status) });
          const location = locationText(error);
          const path = pathText(error);
          if (location) extra.location = location;
          if (path) extra.path = path;
          log('error', error.message, extra);
        }
        if (errors.length > 0) failedForVisitor();
      }),
      catchError((raw: unknown) => {
        const error = normaliseNetworkError(raw, name);
        const status = ServerError.is(error) ? error.statusCode : undefined;
        log('error', `Error calling ${name}: ${messageOf(error)}`, {
          event: 'GQLNetworkError',
          key: logKeyFor(status),
          operation: name,
          elapsedMs: elapsedMs(),
          ...(status !== undefined ? { status } : {}),
        });
        failedForVisitor();
        return throwError(() => error);
      }),
    );
  });
}
