/**
 * What the X-Forwarded-* headers may say. Only TRUSTED_PROXY_HOPS proxies (default 0) stand between the visitor
 * and this server, so only the entries those proxies appended are believed: the client address becomes the one
 * the farthest trusted proxy saw (the socket's peer when none is trusted), and the rest of the chain, which the
 * visitor may have written, is dropped. Everything downstream (rate limits, visit tracking, logs, redirects) then
 * reads one address it can trust.
 */
export interface ForwardedInput {
  forwardedFor: string | undefined;
  forwardedProto: string | undefined;
  /** The TCP peer of this connection. */
  remoteAddress: string | undefined;
  trustedHops: number;
}

export interface TrustedForwarding {
  /** The visitor's address as far as it can be trusted. */
  client: string;
  /** The scheme the nearest trusted proxy says the visitor used; undefined when no proxy is trusted. */
  proto: 'http' | 'https' | undefined;
}

const entries = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

export function trustedForwarding({
  forwardedFor,
  forwardedProto,
  remoteAddress,
  trustedHops,
}: ForwardedInput): TrustedForwarding {
  const peer = (remoteAddress ?? 'unknown').replace(/^::ffff:/, '');
  // The peer is the last hop; each trusted proxy vouches for the entry before its own.
  const chain = [...entries(forwardedFor), peer];
  const client = chain[Math.max(0, chain.length - 1 - trustedHops)] ?? peer;
  const proto = trustedHops > 0 ? entries(forwardedProto).at(-1)?.toLowerCase() : undefined;
  return { client, proto: proto === 'https' || proto === 'http' ? proto : undefined };
}

export function trustedProxyHops(env: Readonly<Record<string, string | undefined>>): number {
  const text = env.TRUSTED_PROXY_HOPS?.trim();
  if (!text) return 0;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10)
    throw new Error(`TRUSTED_PROXY_HOPS must be a whole number from 0 to 10, not "${text}"`);
  return hops;
}
