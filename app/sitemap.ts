import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/engine/metadata';
import { getSite } from '@/services/config/site-model';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { model } = await getSite();
  return sitemapEntries(model.site, model.pages, model.site.routes.notIndexed);
}
