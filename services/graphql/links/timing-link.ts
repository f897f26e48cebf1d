import { ApolloLink } from '../apollo';
import { finalize } from 'rxjs';
import { addBreadcrumb } from '@/services/errors/breadcrumbs';

/** Marks when the operation started (the error link reports elapsed time) and leaves a breadcrumb with its duration. */
export function createTimingLink(clock: () => number = () => performance.now()): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const startedAt = clock();
    operation.setContext({ startedAt });
    const name = operation.operationName ?? 'anonymous';
    return forward(operation).pipe(
      finalize(() =>
        addBreadcrumb('graphql', `${name} finished`, { operation: name, elapsedMs: Math.round(clock() - startedAt) }),
      ),
    );
  });
}
