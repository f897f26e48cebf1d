import { ApolloLink } from '../apollo';
import { isTokenValid, readStoredUser, type StoredUserLocation } from '../stored-user';

export interface AuthLinkOptions {
  location: StoredUserLocation;
  storage: () => Pick<Storage, 'getItem'> | undefined;
  expiryOffsetSeconds?: number;
  now?: () => number;
}

/** Authorization: Bearer only with a stored, unexpired access token; otherwise the request goes anonymous. */
export function createAuthLink({
  location,
  storage,
  expiryOffsetSeconds = 0,
  now = Date.now,
}: AuthLinkOptions): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const user = readStoredUser(storage(), location);
    if (user && isTokenValid(user, now(), expiryOffsetSeconds)) {
      operation.setContext(({ headers }) => ({
        headers: { ...headers, authorization: `Bearer ${user.access_token}` },
      }));
    }
    return forward(operation);
  });
}
