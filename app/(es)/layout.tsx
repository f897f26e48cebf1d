import type { ReactNode } from 'react';
import { SiteDocument, siteMetadata, siteViewport } from '../site-document';

export const generateMetadata = siteMetadata;
export const generateViewport = siteViewport;

export default function RootLayout({ children }: { children: ReactNode }) {
  return <SiteDocument locale="es-US">{children}</SiteDocument>;
}
