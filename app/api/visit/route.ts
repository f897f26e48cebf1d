import type { NextRequest } from 'next/server';
import { keptReferrer, REFERRER_COOKIE, REFERRER_MAX_AGE_S } from '@/services/tracking/referrer';

export const dynamic = 'force-dynamic';

const refuse = (status: number, error: string) => Response.json({ error }, { status });

/** Sets the referrer cookie (HttpOnly, 30 days, path /) once per 30 days; a second report is a no-op. */
export async function POST(request: NextRequest): Promise<Response> {
  if (request.cookies.has(REFERRER_COOKIE)) return new Response(null, { status: 204 });
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > 4096) return refuse(413, 'body larger than 4096 bytes');
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return refuse(400, 'body is not JSON');
  }
  const raw =
    typeof body === 'object' && body !== null && 'referrer' in body && typeof body.referrer === 'string'
      ? body.referrer
      : null;
  const referrer = raw === null ? null : keptReferrer(raw, request.nextUrl.origin);
  if (!referrer) return refuse(400, 'referrer must be an http(s) address of another site');
  const secure = request.nextUrl.protocol === 'https:' ? '; Secure' : '';
  return new Response(null, {
    status: 204,
    headers: {
      'set-cookie': `${REFERRER_COOKIE}=${encodeURIComponent(referrer)}; Max-Age=${REFERRER_MAX_AGE_S}; Path=/; HttpOnly; SameSite=Lax${secure}`,
    },
  });
}
