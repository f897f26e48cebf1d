'use client';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createSiteTheme, type ThemeName } from './theme';

// The theme holds functions, which cannot cross from server to client: it is built here.
export function ThemedRegion({ themeName, children }: { themeName: ThemeName; children: ReactNode }) {
  const theme = useMemo(() => createSiteTheme(themeName), [themeName]);
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
