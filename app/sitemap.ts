import type { MetadataRoute } from 'next';
import { sitemapEntries } from '@/engine/metadata';
import { NOT_INDEXED_ROUTES } from '@/engine/rules';
import { getSite } from '@/services/config/site-model';

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const { model } = await getSite();
  return sitemapEntries(model.site, model.pages, NOT_INDEXED_ROUTES);
}
