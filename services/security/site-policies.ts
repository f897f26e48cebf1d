/**
 * The proxy's page policies for this deployment: the build's page manifest
 * and the sources configured in the environment, read once when the first
 * request arrives (the environment does not change while the server runs).
 */
import { siteConfig } from '@/services/config/site-config';
import { analyticsOrigins } from '@/services/analytics/analytics-origins';
import { publicConfigFrom } from '@/services/config/public-config';
import { evaluateFlags, type Environment } from '@/services/flags/flags';
import { configuredSources } from './configured-sources';
import { mergeSources } from './content-security-policy';
import { pagePolicies, type PagePolicies } from './page-policy';
import { loadPageManifest, type PageManifest } from '@/services/build/page-manifest';

let policies: PagePolicies | undefined;

function build(overrideCookie?: string): PagePolicies {
  const development = process.env.NODE_ENV === 'development';
  const { manifest, problem } = development ? { manifest: null, problem: null } : loadPageManifest();
  if (problem)
    console.error(
      JSON.stringify({
        level: 'error',
        msg: `content security policy: ${problem}; pages are served without their inline scripts`,
      }),
    );
  return deploymentPolicies(process.env, manifest, overrideCookie);
}

/**
 * The policies an environment and a build give every page: what the proxy sends, and what the static tier
 * in front of the instances (deploy/nginx/) writes into its configuration from the instances' environment.
 */
export function deploymentPolicies(
  env: Environment,
  manifest: PageManifest | null,
  overrideCookie?: string,
): PagePolicies {
  const site = siteConfig();
  const { flags } = evaluateFlags(site.featureFlags, env, overrideCookie);
  // Features with their own hosts merge theirs here: analytics (Amplitude collector, tag manager).
  const sources = mergeSources(
    configuredSources({ env, flags, adServerScriptUrl: site.adServer.scriptUrl }),
    analyticsOrigins(publicConfigFrom(env, flags)),
  );
  return pagePolicies(manifest, sources, env.NODE_ENV === 'development');
}

/**
 * Where flag overrides are allowed (development, tests), a request's hp-flags
 * cookie may point a URL flag at another host: its policy is built for it,
 * uncached. Everywhere else one set of policies serves every request.
 */
export function sitePolicies(overrideCookie?: string): PagePolicies {
  if (overrideCookie && process.env.ALLOW_FLAG_OVERRIDES === '1') return build(overrideCookie);
  policies ??= build();
  return policies;
}
