/** next-auth's endpoints (sign-in, callback, session, CSRF): services/session/auth-options.ts. */
import NextAuth from 'next-auth';
import { authOptions } from '@/services/session/auth-options';

export const dynamic = 'force-dynamic';

const handler = NextAuth(authOptions());

export { handler as GET, handler as POST };
