import { ApolloLink } from '../apollo';
import { addBreadcrumb } from '@/services/errors/breadcrumbs';

/** One breadcrumb per request that goes out (retries included), so an error report shows every attempt. */
export function createBreadcrumbLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const name = operation.operationName ?? 'anonymous';
    addBreadcrumb('graphql', `${operation.operationType} ${name}`, { operation: name });
    return forward(operation);
  });
}
