/**
 * Wrap a part of a page that uses MUI components (forms, dialogs): it gets
 * the site's theme, and its Emotion styles are collected during server
 * rendering by the App Router cache provider, so they arrive with the HTML.
 * Static blocks do not need it: they are plain HTML and CSS.
 */
import { AppRouterCacheProvider } from '@mui/material-nextjs/v16-appRouter';
import type { ReactNode } from 'react';
import type { ThemeName } from './theme';
import { ThemedRegion } from './ThemedRegion.client';

export function MuiRegion({ themeName, children }: { themeName: ThemeName; children: ReactNode }) {
  return (
    <AppRouterCacheProvider options={{ key: 'mui' }}>
      <ThemedRegion themeName={themeName}>{children}</ThemedRegion>
    </AppRouterCacheProvider>
  );
}
