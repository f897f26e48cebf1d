import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import { Header } from '@/components/shell/Header';
import { Providers } from '@/components/shell/Providers';
import { SkipLink } from '@/components/shell/SkipLink';
import { getSite } from '@/services/config/site-model';
import { serverFlags } from '@/services/flags/server-flags';

export async function generateMetadata(): Promise<Metadata> {
  const { model } = await getSite();
  const flags = serverFlags(model.site);
  return {
    metadataBase: new URL(model.site.baseUrl),
    applicationName: model.site.brand.displayName,
    icons: { icon: flags['ttp-favicon-url'] || '/favicon.svg' },
  };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#1d5c63' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const { model } = await getSite();
  const flags = serverFlags(model.site);
  return (
    <html lang="en">
      <body>
        <AppRouterCacheProvider>
          <Providers themeName={flags['care-embrace'] ? 'embrace' : 'care'}>
            <SkipLink />
            <Header site={model.site} />
            {children}
          </Providers>
        </AppRouterCacheProvider>
      </body>
    </html>
  );
}
