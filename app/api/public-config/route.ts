import { publicConfigFrom } from '@/services/config/public-config';

export const dynamic = 'force-dynamic';

export function GET(): Response {
  return Response.json(publicConfigFrom(process.env), { headers: { 'cache-control': 'private, max-age=60' } });
}
