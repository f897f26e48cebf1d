import type { NextRequest } from 'next/server';
import { signedOutReturn } from '@/services/session/sign-out';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Response {
  return signedOutReturn(request);
}
