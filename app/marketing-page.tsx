/**
 * Every marketing route, in any language: app/(en)/[[...slug]] and app/(es)/es/[[...slug]] are this page with
 * their locale. The route table finds the page in that language; its blocks render with the edition's words.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { hrefLocalizer } from '@/engine/i18n/localize-links';
import type { LocaleCode } from '@/engine/locale';
import { pageMetadata } from '@/engine/metadata';
import { renderBlocks } from '@/engine/render';
import { blockRegistry } from '@/components/blocks/registry';
import { Analytics } from '@/components/shell/Analytics.client';
import { Footer } from '@/components/shell/Footer';
import { LanguageLinks } from '@/components/shell/LanguageLinks';
import { PageTelemetry } from '@/components/shell/PageTelemetry.client';
import { appRelease } from '@/services/analytics/release';
import { getSite } from '@/services/config/site-model';
import { serverFlags } from '@/services/flags/server-flags';

export interface RouteProps {
  params: Promise<{ slug?: string[] }>;
}

export async function marketingParams(locale: LocaleCode): Promise<Array<{ slug: string[] }>> {
  const { routes } = await getSite();
  return routes.staticParams(locale);
}

export async function marketingMetadata(locale: LocaleCode, { params }: RouteProps): Promise<Metadata> {
  const { slug } = await params;
  const { routes } = await getSite();
  const routed = routes.find(slug, locale);
  return routed ? pageMetadata(routed) : {};
}

export async function MarketingPage({ locale, params }: RouteProps & { locale: LocaleCode }) {
  const { slug } = await params;
  const { model, routes } = await getSite();
  const routed = routes.find(slug, locale);
  if (!routed) notFound();
  const { page, edition, alternates } = routed;
  const flags = serverFlags(model.site);
  const context = {
    site: edition.site,
    page,
    shared: edition.shared,
    flags,
    locale,
    localizeHref: hrefLocalizer(edition),
  };
  const blocks = renderBlocks(page.blocks, blockRegistry, context, {
    mode: process.env.NODE_ENV === 'production' ? 'production' : 'development',
    report: (type) => console.warn(`page ${page.route}: no component for block type "${type}"`),
  });
  return (
    <>
      <LanguageLinks current={edition.locale} alternates={alternates} />
      <main id="main" data-analytics-page-id={page.analyticsPageId}>
        {blocks}
      </main>
      <Footer
        site={edition.site}
        flags={flags}
        showPricing={page.blocks.some((block) => block.type === 'pricing')}
        locale={locale}
      />
      <PageTelemetry transaction={page.route} />
      <Analytics
        pageId={page.analyticsPageId}
        product={model.site.brand.product}
        release={appRelease(model.site.brand.displayName)}
        enrollment={model.site.enrollment}
        locale={locale}
      />
    </>
  );
}
