import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/engine/metadata';
import { renderBlocks } from '@/engine/render';
import { blockRegistry } from '@/components/blocks/registry';
import { Analytics } from '@/components/shell/Analytics.client';
import { Footer } from '@/components/shell/Footer';
import { PageTelemetry } from '@/components/shell/PageTelemetry.client';
import { appRelease } from '@/services/analytics/release';
import { getSite } from '@/services/config/site-model';
import { serverFlags } from '@/services/flags/server-flags';

interface RouteProps {
  params: Promise<{ slug?: string[] }>;
}

// Every marketing route is known at build time; anything else is the 404 page.
export const dynamicParams = false;

export async function generateStaticParams(): Promise<Array<{ slug: string[] }>> {
  const { routes } = await getSite();
  return routes.staticParams();
}

export async function generateMetadata({ params }: RouteProps): Promise<Metadata> {
  const { slug } = await params;
  const { model, routes } = await getSite();
  const page = routes.find(slug);
  return page ? pageMetadata(model.site, page) : {};
}

export default async function MarketingPage({ params }: RouteProps) {
  const { slug } = await params;
  const { model, routes } = await getSite();
  const page = routes.find(slug);
  if (!page) notFound();
  const context = { site: model.site, page, shared: model.shared, flags: serverFlags(model.site) };
  const blocks = renderBlocks(page.blocks, blockRegistry, context, {
    mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    report: (type) => console.warn(`page ${page.route}: no component for block type "${type}"`),
  });
  return (
    <>
      <main id="main" data-analytics-page-id={page.analyticsPageId}>
        {blocks}
      </main>
      <Footer
        site={model.site}
        flags={context.flags}
        showPricing={page.blocks.some((block) => block.type === 'pricing')}
      />
      <PageTelemetry transaction={page.route} />
      <Analytics
        pageId={page.analyticsPageId}
        product={model.site.brand.product}
        release={appRelease(model.site.brand.displayName)}
        enrollment={model.site.enrollment}
      />
    </>
  );
}
