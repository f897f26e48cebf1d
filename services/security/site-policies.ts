/**
 * The proxy's page policies for this deployment: the build's hash manifest
 * and the sources configured in the environment, read once when the first
 * request arrives (the environment does not change while the server runs).
 */
import site from '@/pages-config/site.json';
import { analyticsOrigins } from '@/services/analytics/analytics-origins';
import { publicConfigFrom } from '@/services/config/public-config';
import { evaluateFlags } from '@/services/flags/flags';
import { configuredSources } from './configured-sources';
import { mergeSources } from './content-security-policy';
import { pagePolicies, type PagePolicies } from './page-policy';
import { loadScriptHashManifest } from './script-hash-manifest';

let policies: PagePolicies | undefined;

export function sitePolicies(): PagePolicies {
  if (policies) return policies;
  const development = process.env.NODE_ENV === 'development';
  const { manifest, problem } = development ? { manifest: null, problem: null } : loadScriptHashManifest();
  if (problem) console.error(JSON.stringify({ level: 'error', msg: `content security policy: ${problem}; pages are served without their inline scripts` }));
  const { flags } = evaluateFlags(site.featureFlags, process.env);
  // Features with their own hosts merge theirs here: analytics (Amplitude collector, tag manager).
  const sources = mergeSources(configuredSources({ env: process.env, flags, adServerScriptUrl: site.adServer.scriptUrl }), analyticsOrigins(publicConfigFrom(process.env, flags)));
  policies = pagePolicies(manifest, sources, development);
  return policies;
}
