/**
 * The public address of the site (canonical links, Open Graph, sitemap,
 * robots) is a deployment fact: PUBLIC_BASE_URL at build time overrides
 * site.json's baseUrl, which is only the local default.
 */
export const BASE_URL_ENV = 'PUBLIC_BASE_URL';

export type BaseUrlChoice = { ok: true; baseUrl: string } | { ok: false; message: string };

export function chooseBaseUrl(configured: string, env: Readonly<Record<string, string | undefined>>): BaseUrlChoice {
  const raw = env[BASE_URL_ENV]?.trim();
  if (!raw) return { ok: true, baseUrl: configured };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return {
      ok: false,
      message: `${BASE_URL_ENV}="${raw}" is not an absolute URL (for example https://www.example.com)`,
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, message: `${BASE_URL_ENV} must be an http(s) URL, not ${url.protocol}` };
  if (url.search || url.hash || url.username || url.password)
    return {
      ok: false,
      message: `${BASE_URL_ENV} must be an origin with an optional path, without query, fragment or credentials`,
    };
  return { ok: true, baseUrl: url.toString().replace(/\/$/, '') };
}
