import type { NextRequest } from 'next/server';
import { signOut } from '@/services/session/sign-out';

export const dynamic = 'force-dynamic';

export function POST(request: NextRequest): Promise<Response> {
  return signOut(request);
}
