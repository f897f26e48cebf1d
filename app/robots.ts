import type { MetadataRoute } from 'next';
import { GALLERY_ROUTE } from '@/engine/gallery';
import { canonicalUrl } from '@/engine/metadata';
import { getSite } from '@/services/config/site-model';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const { model } = await getSite();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...model.site.routes.notIndexed, GALLERY_ROUTE] }],
    sitemap: canonicalUrl(model.site, '/sitemap.xml'),
  };
}
