import type { MetadataRoute } from 'next';
import { GALLERY_ROUTE } from '@/engine/gallery';
import { canonicalUrl } from '@/engine/metadata';
import { getSite } from '@/services/config/site-model';

export default async function robots(): Promise<MetadataRoute.Robots> {
  const { model, routes } = await getSite();
  const notIndexed = model.site.routes.notIndexed;
  // A page kept out of search is kept out in every language it is published in.
  const translations = routes
    .pages()
    .filter(({ alternates }) => notIndexed.includes(alternates[0]?.route ?? ''))
    .map(({ page }) => page.route)
    .filter((route) => !notIndexed.includes(route));
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/', ...notIndexed, ...translations, GALLERY_ROUTE] }],
    sitemap: canonicalUrl(model.site, '/sitemap.xml'),
  };
}
