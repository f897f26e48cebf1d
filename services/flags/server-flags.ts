import type { SiteConfig } from '@/schemas/generated/config-types';
import { evaluateFlags, type FlagValues } from './flags';

/**
 * Flags as the server renders with them. Marketing pages are static, so for
 * them this is evaluated at build time; request-time flags (calculator
 * downtime) are evaluated again by the proxy.
 */
export function serverFlags(site: SiteConfig): FlagValues {
  const { flags, problems } = evaluateFlags(site.featureFlags, process.env);
  for (const problem of problems) console.warn(`feature flags: ${problem}`);
  return flags;
}
