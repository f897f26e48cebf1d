/**
 * Starts sign-in from any page: next-auth wants a POST with its CSRF token,
 * and the return path is the page the visitor is on, query string included.
 */
import { PROVIDER_ID } from './provider-id';

export async function startSignIn(returnTo: string): Promise<void> {
  const response = await fetch('/api/auth/csrf');
  const { csrfToken } = (await response.json()) as { csrfToken: string };
  const form = document.createElement('form');
  form.method = 'post';
  form.action = `/api/auth/signin/${PROVIDER_ID}`;
  for (const [name, value] of [
    ['csrfToken', csrfToken],
    ['callbackUrl', returnTo],
  ]) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name ?? '';
    input.value = value ?? '';
    form.appendChild(input);
  }
  document.body.appendChild(form);
  form.submit();
}
