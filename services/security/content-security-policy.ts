/**
 * The Content-Security-Policy of the site, built in one place from lists of
 * allowed origins per directive. Pages are static, so inline scripts are
 * allowed by their hashes (computed from the built HTML, see
 * inline-scripts.ts), never by 'unsafe-inline' or a nonce; third-party hosts
 * appear only when configured (configured-sources.ts). Another feature adds
 * its hosts by merging its own PolicySources with mergeSources().
 */
export interface PolicySources {
  scriptSrc: string[];
  styleSrc: string[];
  imgSrc: string[];
  fontSrc: string[];
  connectSrc: string[];
  frameSrc: string[];
  formAction: string[];
}

export const NO_SOURCES: PolicySources = {
  scriptSrc: [],
  styleSrc: [],
  imgSrc: [],
  fontSrc: [],
  connectSrc: [],
  frameSrc: [],
  formAction: [],
};

export function mergeSources(...parts: Array<Partial<PolicySources>>): PolicySources {
  const merged: PolicySources = {
    scriptSrc: [],
    styleSrc: [],
    imgSrc: [],
    fontSrc: [],
    connectSrc: [],
    frameSrc: [],
    formAction: [],
  };
  for (const part of parts) {
    for (const key of Object.keys(merged) as Array<keyof PolicySources>) {
      for (const source of part[key] ?? []) if (!merged[key].includes(source)) merged[key].push(source);
    }
  }
  return merged;
}

export interface PolicyOptions {
  /** 'sha256-…' of every inline script of the document this policy is sent with; null for responses that run no script at all. */
  scriptHashes: readonly string[] | null;
  sources: PolicySources;
  /** Served over https (directly or behind a TLS-terminating edge): ask browsers to upgrade any http subresource. */
  https: boolean;
  /** `next dev` evaluates code and injects inline scripts that change per request: only there are they allowed. */
  development?: boolean;
  /** A page rendered per request (the block gallery) cannot be hashed ahead: Next puts this nonce on its scripts. */
  nonce?: string;
}

// A source list entry is a keyword, a hash or an origin; anything with spaces or separators would break the header.
const SAFE_SOURCE =
  /^('[a-z0-9-]+'|'sha(256|384|512)-[A-Za-z0-9+/=]+'|'nonce-[A-Za-z0-9+/=_-]+'|[a-z][a-z0-9+.-]*:(\/\/[^\s;,']+)?)$/;

function list(name: string, values: readonly string[]): string {
  const unsafe = values.find((value) => !SAFE_SOURCE.test(value));
  if (unsafe !== undefined) throw new Error(`content security policy: "${unsafe}" is not a valid source for ${name}`);
  return `${name} ${values.join(' ')}`;
}

/** The policy for a document; with `scriptHashes: null`, for everything else the site serves. */
export function contentSecurityPolicy({
  scriptHashes,
  sources,
  https,
  development = false,
  nonce,
}: PolicyOptions): string {
  const scriptSrc = development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : scriptHashes === null
      ? ["'none'"]
      : ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...(nonce === undefined ? [] : [`'nonce-${nonce}'`])];
  const directives = [
    "default-src 'none'",
    list('script-src', scriptHashes === null && !development ? scriptSrc : [...scriptSrc, ...sources.scriptSrc]),
    // React writes style attributes and Emotion (MUI islands) inserts <style> elements at run time:
    // neither can be hashed ahead, and style injection cannot run script.
    list('style-src', ["'self'", "'unsafe-inline'", ...sources.styleSrc]),
    list('img-src', ["'self'", 'data:', ...sources.imgSrc]),
    list('font-src', ["'self'", ...sources.fontSrc]),
    list('connect-src', ["'self'", ...sources.connectSrc, ...(development ? ['ws:'] : [])]),
    ...(sources.frameSrc.length > 0 ? [list('frame-src', sources.frameSrc)] : []),
    // No manifest-src: the site has no web app manifest (default-src 'none' already refuses one), and WebKit
    // logs an error for the directive on every page.
    "object-src 'none'",
    "base-uri 'self'",
    list('form-action', ["'self'", ...sources.formAction]),
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ];
  return directives.join('; ');
}
