/**
 * The page a visitor came from, read from the Referer a browser sends on a same-origin navigation (the site's
 * Referrer-Policy, strict-origin-when-cross-origin, sends the full path then): how sign-in brings a visitor back
 * without script. A Referer from another site, or from a sign-in page itself, names no page to return to.
 */
import { safeReturnPath } from '@/services/auth/safe-return-path';

export function returnPathFromReferer(
  referer: string | null,
  siteOrigin: string,
  signInPages: readonly string[],
): string | undefined {
  if (!referer) return undefined;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return undefined;
  }
  if (url.origin !== new URL(siteOrigin).origin || signInPages.includes(url.pathname)) return undefined;
  const path = safeReturnPath(`${url.pathname}${url.search}`, siteOrigin);
  return path === '/' && url.pathname !== '/' ? undefined : path;
}

/** The callbackUrl a sign-in page's own address carries (the Referer of its button), checked like any return path. */
export function callbackOfSignInPage(
  referer: string | null,
  siteOrigin: string,
  signInPages: readonly string[],
): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(siteOrigin).origin || !signInPages.includes(url.pathname)) return undefined;
    const callback = url.searchParams.get('callbackUrl');
    return callback === null ? undefined : safeReturnPath(callback, siteOrigin);
  } catch {
    return undefined;
  }
}
