/**
 * The security headers every response carries besides the policy. next.config
 * sends them on everything (static files, route handlers, the 404); the proxy
 * adds the per-page policy. HSTS only when the request reached the edge over
 * https: browsers ignore it over http, and a local http server must stay reachable.
 */
export interface Header {
  key: string;
  value: string;
}

export const HSTS_VALUE = 'max-age=63072000; includeSubDomains';

// Features this site never uses, switched off for it and for anything it might embed.
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * `assetsCrossOrigin`: the built assets are served from another site (flag
 * ttp-asset-url); their resource policy must then let the pages load them.
 */
export function securityHeaders({ assetsCrossOrigin = false }: { assetsCrossOrigin?: boolean } = {}): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: assetsCrossOrigin ? 'cross-origin' : 'same-site' },
    { key: 'X-Frame-Options', value: 'DENY' },
  ];
}

/** Whether the visitor's request came over https, as the TLS-terminating edge says. */
export function servedOverHttps(forwardedProto: string | null, protocol: string): boolean {
  const first = forwardedProto?.split(',')[0]?.trim().toLowerCase();
  return first ? first === 'https' : protocol === 'https:';
}
