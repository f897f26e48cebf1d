/**
 * The provider's login interaction: a real check of the test users'
 * password (oidc-provider's development interactions accept anything).
 * Consent is granted by loadExistingGrant for this first-party client.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { loginPage } from './login-page';
import { TEST_PASSWORD, TEST_USERS } from './users';

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > 8192) break;
  }
  return new URLSearchParams(text);
}

function html(res: ServerResponse, status: number, body: string): void {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(body);
}

/** Answers /interaction/<uid> (GET: the form) and /interaction/<uid>/login (POST); false for any other path. */
export async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<boolean> {
  const match = /^\/interaction\/([\w-]+)(\/login)?$/.exec(new URL(req.url ?? '/', 'http://idp').pathname);
  if (!match) return false;
  const [, uid = '', submitted] = match;
  try {
    await provider.interactionDetails(req, res);
  } catch {
    html(res, 400, '<p>This sign-in link has expired. Go back to the site and choose Sign in again.</p>');
    return true;
  }
  if (!submitted) {
    html(res, 200, loginPage({ uid }));
    return true;
  }
  if (req.method !== 'POST') {
    html(res, 405, '<p>Use the sign-in form.</p>');
    return true;
  }
  const form = await formOf(req);
  const login = form.get('login')?.trim() ?? '';
  const user = TEST_USERS.find((candidate) => candidate.login === login);
  if (!user || form.get('password') !== TEST_PASSWORD) {
    html(res, 401, loginPage({ uid, login, error: 'That login and password do not match.' }));
    return true;
  }
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: user.login } },
    { mergeWithLastSubmission: false },
  );
  return true;
}
