'use client';
/** Loaded on the first toast: notistack inside the site's MUI theme. */
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect, useMemo } from 'react';
import { createSiteTheme, type ThemeName } from './theme';
import { SNACKBAR_SIZE, TOAST_OPTIONS } from './toast-options';
import { consumeToasts } from './toasts';

const snackbarStyles = {
  '.notistack-MuiContent': {
    width: SNACKBAR_SIZE.width,
    maxWidth: 'calc(100vw - 32px)',
    minHeight: SNACKBAR_SIZE.height,
  },
};

export function ToastStack({ themeName }: { themeName: ThemeName }) {
  const theme = useMemo(() => createSiteTheme(themeName), [themeName]);
  useEffect(() => consumeToasts((toast) => enqueueSnackbar(toast.message, { variant: toast.variant })), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles styles={snackbarStyles} />
      <SnackbarProvider {...TOAST_OPTIONS} />
    </ThemeProvider>
  );
}
