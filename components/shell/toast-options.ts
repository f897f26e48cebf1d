import type { SnackbarProviderProps } from 'notistack';

/** At most three toasts, top center, gone after five seconds; MUI's standard enter/exit durations. */
export const TOAST_OPTIONS = {
  maxSnack: 3,
  autoHideDuration: 5000,
  anchorOrigin: { vertical: 'top', horizontal: 'center' },
  transitionDuration: { enter: 225, exit: 195 },
} as const satisfies SnackbarProviderProps;

/** The snackbar's size, the same as the rest of the product's. */
export const SNACKBAR_SIZE = { width: 456, height: 64 } as const;
