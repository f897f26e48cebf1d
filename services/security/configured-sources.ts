/**
 * The third-party hosts the policy allows, each only while it is configured:
 * the identity provider (sign-in and sign-out forms are redirected there),
 * the bot check (its script, token requests and frames), the ad server, a
 * CDN for the built assets (flag ttp-asset-url), the favicon's host (flag
 * ttp-favicon-url) and a GraphQL endpoint on another origin. Read from the
 * environment at request time, like the services themselves.
 */
import type { FlagValues } from '@/services/flags/flags';
import { mergeSources, type PolicySources } from './content-security-policy';

type Env = Readonly<Record<string, string | undefined>>;

/** The origin of an absolute http(s) URL, or null for anything else (empty, relative, other schemes). */
export function originOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

const only = (origin: string | null): string[] => (origin ? [origin] : []);

export interface ConfiguredSourcesInput {
  env: Env;
  flags: Pick<FlagValues, 'ttp-asset-url' | 'ttp-favicon-url'>;
  adServerScriptUrl: string;
}

export function configuredSources({ env, flags, adServerScriptUrl }: ConfiguredSourcesInput): PolicySources {
  const identity = [...only(originOf(env.OIDC_ISSUER)), ...only(originOf(env.OIDC_AUTHORITY))];
  const botCheck = only(originOf(env.BOT_CHECK_SCRIPT_URL));
  const ads = only(originOf(adServerScriptUrl));
  const assets = only(originOf(flags['ttp-asset-url']));
  return mergeSources(
    { formAction: identity, connectSrc: identity },
    env.BOT_CHECK_SITE_KEY ? { scriptSrc: botCheck, connectSrc: botCheck, frameSrc: botCheck } : {},
    { scriptSrc: ads, connectSrc: ads, imgSrc: ads, frameSrc: ads },
    { scriptSrc: assets, styleSrc: assets, imgSrc: assets, fontSrc: assets },
    { imgSrc: only(originOf(flags['ttp-favicon-url'])) },
    { connectSrc: only(originOf(env.GRAPHQL_PUBLIC_ENDPOINT)) },
  );
}
