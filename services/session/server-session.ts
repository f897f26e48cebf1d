/**
 * The session of a request, checked against the store: next-auth's cookie decrypts, and its record still exists
 * and is neither idle nor past its lifetime. One keeper per process, kept on globalThis because Next bundles
 * each route on its own and a module-level store would be one per route.
 */
import { getToken, type JWT } from 'next-auth/jwt';
import type { NextRequest } from 'next/server';
import { serverLogger } from '@/services/logging/server-logger';
import { createSessionKeeper, type SessionKeeper } from './session-keeper';
import { sessionLifetime } from './session-lifetime';
import { chooseSessionStore } from './store/choose-store';

type Env = Readonly<Record<string, string | undefined>>;

const KEEPER = Symbol.for('hearth.session-keeper');
type WithKeeper = typeof globalThis & { [KEEPER]?: SessionKeeper };

export function sessionKeeper(env: Env = process.env): SessionKeeper {
  const holder = globalThis as WithKeeper;
  holder[KEEPER] ??= createSessionKeeper(chooseSessionStore(env), sessionLifetime(env));
  return holder[KEEPER];
}

/** Whether the token's session is live; a store that cannot answer counts as ended, so nobody stays in by an outage. */
export async function isLive(token: JWT, keeper: SessionKeeper = sessionKeeper()): Promise<boolean> {
  try {
    return await keeper.check(token.sid, token.sub);
  } catch (error) {
    serverLogger.error({ error }, 'session store could not be read: the session counts as ended');
    return false;
  }
}

/** The request's session token when it is live, else null. */
export async function liveSessionToken(request: NextRequest, env: Env = process.env): Promise<JWT | null> {
  const token = await getToken({ req: request, secret: env.NEXTAUTH_SECRET }).catch(() => null);
  if (!token?.sub) return null;
  return (await isLive(token)) ? token : null;
}
