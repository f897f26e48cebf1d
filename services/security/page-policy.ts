/**
 * The policy the proxy sends with each page: the page's own inline-script
 * hashes (the 404 document's for any path that is not a page) plus the
 * configured third-party sources. Built once per document and scheme, so a
 * request costs one map lookup.
 */
import { contentSecurityPolicy, type PolicySources } from './content-security-policy';
import type { PageManifest } from '@/services/build/page-manifest';

const NOT_FOUND_KEY = '\u0000not-found';

export interface PagePolicies {
  forPath(path: string, https: boolean): string;
  /** For a page rendered per request: the 404's hashes (none apply) plus a fresh nonce, never cached. */
  withNonce(https: boolean, nonce: string): string;
}

export function pagePolicies(manifest: PageManifest | null, sources: PolicySources, development = false): PagePolicies {
  const built = new Map<string, string>();
  return {
    forPath(path, https) {
      const pageHashes =
        manifest && Object.hasOwn(manifest.pages, path) ? manifest.pages[path]?.scriptHashes : undefined;
      const key = `${https ? 's' : ''}${pageHashes ? path : NOT_FOUND_KEY}`;
      let policy = built.get(key);
      if (policy === undefined) {
        policy = contentSecurityPolicy({
          scriptHashes: pageHashes ?? manifest?.notFound.scriptHashes ?? [],
          sources,
          https,
          development,
        });
        built.set(key, policy);
      }
      return policy;
    },
    withNonce(https, nonce) {
      return contentSecurityPolicy({
        scriptHashes: manifest?.notFound.scriptHashes ?? [],
        sources,
        https,
        development,
        nonce,
      });
    },
  };
}
