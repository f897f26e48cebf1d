/**
 * The document every page shares, in the page's language: the root layouts of app/(en) and app/(es) are this one
 * component, so `<html lang>`, the header and the footer's language come from the route's edition and nothing
 * else (never the visitor's Accept-Language or a cookie).
 */
import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { Header } from '@/components/shell/Header';
import { SkipLink } from '@/components/shell/SkipLink';
import { createSiteTheme, type ThemeName } from '@/components/shell/theme';
import { ToastHost } from '@/components/shell/ToastHost.client';
import { HydrationMark } from '@/components/shell/HydrationMark.client';
import { ConfigProblemsOverlay } from '@/components/shell/ConfigProblemsOverlay';
import { LivePreview } from '@/components/shell/LivePreview.client';
import type { LocaleCode } from '@/engine/locale';
import { getSite, liveConfigProblems } from '@/services/config/site-model';
import { serverFlags } from '@/services/flags/server-flags';
import './globals.css';
// Every theme's variables, each under its <html data-theme>: static pages are styled without any JavaScript.
import '@/components/shell/generated/themes.css';

export async function siteMetadata(): Promise<Metadata> {
  const { model } = await getSite();
  const flags = serverFlags(model.site);
  return {
    metadataBase: new URL(model.site.baseUrl),
    applicationName: model.site.brand.displayName,
    // The SVG for browsers that take it, the ICO (16, 32 and 48 px) for those that ask for /favicon.ico.
    icons: flags['ttp-favicon-url']
      ? { icon: flags['ttp-favicon-url'] }
      : {
          icon: [
            { url: '/favicon.svg', type: 'image/svg+xml' },
            { url: '/favicon.ico', sizes: '16x16 32x32 48x48' },
          ],
        },
  };
}

export async function siteViewport(): Promise<Viewport> {
  const { model } = await getSite();
  const theme = createSiteTheme(themeNameOf(serverFlags(model.site)['care-embrace']));
  return { width: 'device-width', initialScale: 1, themeColor: theme.palette.primary.main };
}

const themeNameOf = (embrace: boolean): ThemeName => (embrace ? 'embrace' : 'care');

/** The site's words in a language: the edition's site config (navigation, footer) when it is published in it. */
export async function siteIn(locale: LocaleCode) {
  const { model } = await getSite();
  const edition = model.editions.find((candidate) => candidate.locale.code === locale);
  return { site: edition?.site ?? model.site, language: edition?.locale.language ?? 'en' };
}

export async function SiteDocument({ locale, children }: { locale: LocaleCode; children: ReactNode }) {
  const { model } = await getSite();
  const { site, language } = await siteIn(locale);
  const flags = serverFlags(model.site);
  const themeName = themeNameOf(flags['care-embrace']);
  const problems = await liveConfigProblems();
  return (
    <html lang={language} data-theme={themeName}>
      <body>
        <SkipLink locale={locale} />
        <Header site={site} flags={flags} locale={locale} />
        {children}
        <ToastHost themeName={themeName} locale={locale} />
        <HydrationMark />
        {problems.length > 0 && <ConfigProblemsOverlay problems={problems} />}
        {process.env.NODE_ENV === 'development' && <LivePreview />}
      </body>
    </html>
  );
}
