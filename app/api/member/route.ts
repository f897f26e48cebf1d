import type { NextRequest } from 'next/server';
import { sessionMember } from '@/services/session/session-member';

export const dynamic = 'force-dynamic';

export async function GET(request: NextRequest): Promise<Response> {
  return Response.json(await sessionMember(request), { headers: { 'cache-control': 'private, no-store' } });
}
