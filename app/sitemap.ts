import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/engine/metadata';
import { getSite } from '@/services/config/site-model';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { model, routes } = await getSite();
  return sitemapEntries(routes.pages(), model.site.routes.notIndexed);
}
