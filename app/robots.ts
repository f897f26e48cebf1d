import type { MetadataRoute } from 'next';
import { canonicalUrl } from '@/engine/metadata';
import { NOT_INDEXED_ROUTES } from '@/engine/rules';
import { getSite } from '@/services/config/site-model';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const { model } = await getSite();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...NOT_INDEXED_ROUTES] }],
    sitemap: canonicalUrl(model.site, '/sitemap.xml'),
  };
}
