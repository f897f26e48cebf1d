/**
 * The two MUI themes: "care" (default) and "embrace" (the rebrand flag).
 * Sizes shared with the rest of the product: breakpoints xs 0 / sm 600 / md 960
 * / lg 1280 / xl 1440, buttons 40 / 32 / 56 px high, inputs at least 48 px,
 * tooltips at most 264 px wide.
 */
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';

export type ThemeName = 'care' | 'embrace';

export const THEME_NAMES: readonly ThemeName[] = ['care', 'embrace'];

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 } as const;
export const BUTTON_HEIGHTS = { small: 32, medium: 40, large: 56 } as const;
export const INPUT_MIN_HEIGHT = 48;
export const TOOLTIP_MAX_WIDTH = 264;

const fontFamily = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const palettes: Record<ThemeName, ThemeOptions['palette']> = {
  care: {
    primary: { main: '#1d5c63', light: '#e3f0ef', dark: '#123d42', contrastText: '#ffffff' },
    secondary: { main: '#b4461f', dark: '#8a3315', contrastText: '#ffffff' },
    background: { default: '#ffffff', paper: '#f7f5f2' },
    text: { primary: '#1f2933', secondary: '#4a5560' },
  },
  embrace: {
    primary: { main: '#4b2e83', light: '#f1ecf8', dark: '#2f1b56', contrastText: '#ffffff' },
    secondary: { main: '#0b6e4f', dark: '#084f39', contrastText: '#ffffff' },
    background: { default: '#ffffff', paper: '#f6f4fa' },
    text: { primary: '#1c1b22', secondary: '#4d4a57' },
  },
};

export function createSiteTheme(name: ThemeName): Theme {
  return createTheme({
    breakpoints: { values: BREAKPOINTS },
    palette: palettes[name],
    shape: { borderRadius: name === 'embrace' ? 12 : 8 },
    typography: {
      fontFamily,
      h1: { fontSize: '2.5rem', fontWeight: 700, lineHeight: 1.15 },
      h2: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
      h3: { fontSize: '1.75rem', fontWeight: 700 },
      h4: { fontSize: '1.5rem', fontWeight: 700 },
      h5: { fontSize: '1.25rem', fontWeight: 600 },
      h6: { fontSize: '1.125rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { minHeight: BUTTON_HEIGHTS.medium },
          sizeSmall: { minHeight: BUTTON_HEIGHTS.small },
          sizeMedium: { minHeight: BUTTON_HEIGHTS.medium },
          sizeLarge: { minHeight: BUTTON_HEIGHTS.large },
        },
      },
      MuiInputBase: { styleOverrides: { root: { minHeight: INPUT_MIN_HEIGHT } } },
      MuiTooltip: { styleOverrides: { tooltip: { maxWidth: TOOLTIP_MAX_WIDTH } } },
      MuiLink: { defaultProps: { underline: 'hover' } },
    },
  });
}
