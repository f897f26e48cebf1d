import type { RevocationHint, SessionUser, UserManagerLike } from '../user-manager';

export interface FakeUserManager extends UserManagerLike {
  /** Every call, in order, with its arguments. */
  readonly calls: Array<[name: string, ...args: unknown[]]>;
  user: SessionUser | null;
  /** Copies of what storeUser received, so later mutations do not rewrite history. */
  readonly stored: Array<SessionUser | null>;
  failRevocationOf?: string;
}

/** Records what the facade asks of its user manager; never touches a network. */
export function fakeUserManager(user: SessionUser | null = null): FakeUserManager {
  const fake: FakeUserManager = {
    calls: [],
    user,
    stored: [],
    events: {
      load: async (loaded: SessionUser) => {
        fake.calls.push(['events.load', loaded]);
      },
    },
    getUser: async () => {
      fake.calls.push(['getUser']);
      return fake.user;
    },
    storeUser: async (stored: SessionUser | null) => {
      fake.calls.push(['storeUser', stored]);
      fake.stored.push(stored && { ...stored });
      fake.user = stored;
    },
    removeUser: async () => {
      fake.calls.push(['removeUser']);
      fake.user = null;
    },
    clearStaleState: async () => {
      fake.calls.push(['clearStaleState']);
    },
    signinRedirect: async (args: { state: string }) => {
      fake.calls.push(['signinRedirect', args]);
    },
    signinSilent: async () => {
      fake.calls.push(['signinSilent']);
      return fake.user;
    },
    signoutRedirect: async (args: { id_token_hint: string; post_logout_redirect_uri: string }) => {
      fake.calls.push(['signoutRedirect', args]);
    },
    signoutRedirectCallback: async (url?: string) => {
      fake.calls.push(['signoutRedirectCallback', url]);
    },
    startSilentRenew: () => {
      fake.calls.push(['startSilentRenew']);
    },
    stopSilentRenew: () => {
      fake.calls.push(['stopSilentRenew']);
    },
    revokeToken: async (token: string, hint?: RevocationHint) => {
      fake.calls.push(['revokeToken', token, hint]);
      if (token === fake.failRevocationOf) throw new Error(`revocation of ${token} failed`);
    },
  };
  return fake;
}
