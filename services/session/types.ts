/** What the site keeps in next-auth's encrypted session cookie, and what the browser may see of it. */
import 'next-auth';
import 'next-auth/jwt';

declare module 'next-auth/jwt' {
  interface JWT {
    /** The server-side session record's id (services/session/store). */
    sid?: string;
    accessToken?: string;
    idToken?: string;
    refreshToken?: string;
    /** Seconds since the epoch. */
    expiresAt?: number;
    firstName?: string;
    memberType?: string;
    impersonated?: string;
  }
}

declare module 'next-auth' {
  interface Session {
    /** The browser never receives tokens: only who is signed in. */
    firstName?: string;
    memberType?: string;
    impersonated?: string;
  }
}

export {};
