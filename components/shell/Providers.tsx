'use client';
/**
 * Client-side providers: the MUI theme (created here because a theme holds
 * functions, which cannot cross from server to client) and the toast stack.
 */
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useMemo, type ReactNode } from 'react';
import { createSiteTheme, type ThemeName } from './theme';
import { SNACKBAR_SIZE, TOAST_OPTIONS } from './toast-options';

const snackbarStyles = {
  '.notistack-MuiContent': { width: SNACKBAR_SIZE.width, maxWidth: 'calc(100vw - 32px)', minHeight: SNACKBAR_SIZE.height },
};

export function Providers({ themeName, children }: { themeName: ThemeName; children: ReactNode }) {
  const theme = useMemo(() => createSiteTheme(themeName), [themeName]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={snackbarStyles} />
      <SnackbarProvider {...TOAST_OPTIONS}>{children}</SnackbarProvider>
    </ThemeProvider>
  );
}
