import type { NextRequest } from 'next/server';
import { siteConfig } from '@/services/config/site-config';
import { publicConfigFrom } from '@/services/config/public-config';
import { evaluateFlags, FLAG_OVERRIDE_COOKIE } from '@/services/flags/flags';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Response {
  // gtm-js-url is a server-side flag: read per request, so it changes without a build.
  const { flags } = evaluateFlags(
    siteConfig().featureFlags,
    process.env,
    request.cookies.get(FLAG_OVERRIDE_COOKIE)?.value,
  );
  return Response.json(publicConfigFrom(process.env, flags), { headers: { 'cache-control': 'private, max-age=60' } });
}
