import type { NextRequest } from 'next/server';
import { enrollmentRedirect } from '@/services/routing/enrollment-redirect';

export const dynamic = 'force-dynamic';

export function GET(request: NextRequest): Response {
  return enrollmentRedirect(request.nextUrl, process.env.ENROLLMENT_BASE_URL);
}
