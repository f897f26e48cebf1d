/**
 * The member lookup at page start: only when the core site's
 * stored user record exists and no signed-in state is known yet; the bearer
 * goes with it only while the token is unexpired (the auth link decides).
 * A failure is logged by the GraphQL chain and the page goes on without member data.
 */
import { fetchPublicConfig } from '@/services/config/public-config';
import type { Member } from '@/services/graphql/operations/member';
import { readStoredUser, type StoredUser } from '@/services/graphql/stored-user';

export interface LookupConditions {
  storedUser: StoredUser | undefined;
  isLoggedIn: boolean;
}

export const shouldLookUpMember = ({ storedUser, isLoggedIn }: LookupConditions): boolean =>
  storedUser !== undefined && !isLoggedIn;

/** A cheap look at storage before anything is fetched: most visitors have no record at all. */
function mayHaveStoredUser(): boolean {
  try {
    const keys = [...Object.keys(window.sessionStorage), ...Object.keys(window.localStorage)];
    return keys.some((key) => key.includes('user:'));
  } catch {
    return false;
  }
}

let lookup: Promise<Member | null> | undefined;

async function lookUp(): Promise<Member | null> {
  if (!mayHaveStoredUser()) return null;
  const config = await fetchPublicConfig();
  const { clientStorage, browserGraphqlClient } = await import('@/services/graphql/browser-client');
  const storedUser = readStoredUser(clientStorage(config.storedUser.storage), config.storedUser);
  // Called only when the site's own session is absent (services/session/use-signed-in.ts): nobody is logged in yet.
  if (!shouldLookUpMember({ storedUser, isLoggedIn: false })) return null;
  const [{ MEMBER_QUERY }, client] = await Promise.all([
    import('@/services/graphql/operations/member'),
    browserGraphqlClient(),
  ]);
  const { data } = await client.query({ query: MEMBER_QUERY, fetchPolicy: 'network-only' });
  return data?.member ?? null;
}

/** Once per page; every caller shares the answer. Never rejects. */
export function memberOfThisVisit(): Promise<Member | null> {
  lookup ??= lookUp().catch(() => null);
  return lookup;
}
