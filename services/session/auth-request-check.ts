/**
 * What next-auth's endpoints are spared. next-auth answers a callback address it does not like (a `javascript:`
 * URL, another site, bad percent-encoding; in the query or in its callback-url cookie) with a 500 and a "server
 * configuration" error, and an unknown action with a bare 400. Here each gets a 4xx with a reason, or, where a
 * browser is on its way through sign-in, the site's sign-in problem page.
 */
import { SIGN_IN_COOKIES } from '@/services/privacy/stored-names';

export const AUTH_BASE_PATH = '/api/auth';
export const SIGN_IN_PROBLEM_PATH = '/sign-in-problem';

/** next-auth's actions with an OAuth provider and JWT sessions (no e-mail sign-in, so no verify-request). */
const ACTIONS = new Set(['providers', 'session', 'csrf', 'signin', 'signout', 'callback', 'error', '_log']);
/** Where a browser is taken through sign-in: a problem there is shown as a page, not as JSON. */
const BROWSER_ACTIONS = new Set(['signin', 'signout', 'callback', 'error']);
const CALLBACK_COOKIE = SIGN_IN_COOKIES[2];

export type AuthAction = { ok: true; action: string } | { ok: false; response: Response };

/** A callback address next-auth may use: a path on this site, or a URL of this site's own origin. */
export function isSiteCallback(value: string, siteOrigin: string): boolean {
  if (value.startsWith('/')) return !value.startsWith('//') && !value.includes('\\') && decodes(value);
  try {
    return new URL(value).origin === new URL(siteOrigin).origin && decodes(value);
  } catch {
    return false;
  }
}

function decodes(value: string): boolean {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

function cookieValue(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get('cookie') ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name || key === `__Secure-${name}`) return rest.join('=');
  }
  return undefined;
}

function clearedCallbackCookies(): string[] {
  return [CALLBACK_COOKIE, `__Secure-${CALLBACK_COOKIE}`].map(
    (cookie) => `${cookie}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${cookie.startsWith('__') ? '; Secure' : ''}`,
  );
}

function refusal(action: string, method: string, reason: string, siteOrigin: string, problem: string): Response {
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const cookie of clearedCallbackCookies()) headers.append('set-cookie', cookie);
  if (BROWSER_ACTIONS.has(action) && method === 'GET') {
    headers.set('location', new URL(`${SIGN_IN_PROBLEM_PATH}?error=${problem}`, siteOrigin).toString());
    return new Response(null, { status: 303, headers });
  }
  return Response.json({ error: reason }, { status: 400, headers });
}

/** The action a request asks of next-auth, or the answer it gets instead. */
export function checkAuthRequest(request: Request, siteOrigin: string, providerId: string): AuthAction {
  const url = new URL(request.url);
  const [action = '', ...rest] = url.pathname.slice(AUTH_BASE_PATH.length + 1).split('/');
  const bad = (reason: string) =>
    Response.json({ error: reason }, { status: 400, headers: { 'cache-control': 'no-store' } });
  if (!ACTIONS.has(action) || rest.length > 1)
    return { ok: false, response: bad(`"${action}" is not a sign-in action of this site`) };
  const [provider] = rest;
  if (provider !== undefined && provider !== providerId)
    return { ok: false, response: bad(`"${provider}" is not a sign-in provider of this site`) };
  const fromQuery = url.searchParams.get('callbackUrl');
  if (fromQuery !== null && !isSiteCallback(fromQuery, siteOrigin)) {
    return {
      ok: false,
      response: refusal(action, request.method, 'callbackUrl must be a path on this site', siteOrigin, 'CallbackUrl'),
    };
  }
  const fromCookie = cookieValue(request, CALLBACK_COOKIE);
  const decodedCookie = fromCookie === undefined ? undefined : safelyDecoded(fromCookie);
  if (decodedCookie !== undefined && !isSiteCallback(decodedCookie, siteOrigin)) {
    return {
      ok: false,
      response: refusal(
        action,
        request.method,
        'the sign-in return address cookie is not a path on this site; it has been cleared',
        siteOrigin,
        'CallbackUrl',
      ),
    };
  }
  return { ok: true, action };
}

/** The path of the page sign-in will return to (its callback cookie), when it is one of this site's. */
export function signInReturnPath(request: Request, siteOrigin: string): string | undefined {
  const fromCookie = cookieValue(request, CALLBACK_COOKIE);
  const callback = fromCookie === undefined ? undefined : safelyDecoded(fromCookie);
  if (callback === undefined || !isSiteCallback(callback, siteOrigin)) return undefined;
  return new URL(callback, siteOrigin).pathname;
}

function safelyDecoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
