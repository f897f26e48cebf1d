/**
 * The host names this site answers to: the host of NEXTAUTH_URL (its public origin), plus SITE_HOSTS
 * (comma-separated, e.g. a second domain that the edge redirects). Unset on a developer's machine: any host.
 * A request naming another host is refused before anything can build a link or a redirect from it.
 */
type Env = Readonly<Record<string, string | undefined>>;

export type HostPolicy = { kind: 'any' } | { kind: 'only'; hosts: ReadonlySet<string>; canonical: string };

export function hostPolicy(env: Env): HostPolicy {
  const origin = env.NEXTAUTH_URL?.trim();
  const extra = (env.SITE_HOSTS ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean);
  if (!origin)
    return extra.length > 0 ? { kind: 'only', hosts: new Set(extra), canonical: extra[0] ?? '' } : { kind: 'any' };
  const canonical = new URL(origin).host.toLowerCase();
  return { kind: 'only', hosts: new Set([canonical, ...extra]), canonical };
}

/** The host a request names: the authority of an absolute-form target (it overrides Host), else the Host header. */
export function requestedHost(target: string, hostHeader: string | undefined): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(target)) {
    try {
      return new URL(target).host.toLowerCase();
    } catch {
      return undefined;
    }
  }
  return hostHeader?.trim().toLowerCase() || undefined;
}
