/**
 * The MUI theme, written out as CSS custom properties. Static blocks and the
 * shell are plain server-rendered HTML styled by CSS modules that read these
 * variables, so they ship no JavaScript; the same theme object still drives
 * the interactive MUI islands, so both look alike.
 *
 * `npm run gen` writes every theme's variables to generated/themes.css, each
 * under its `<html data-theme>`: the site's stylesheet carries them once,
 * cached across pages, instead of every page's HTML (and its RSC payload)
 * carrying them twice.
 */
import type { Theme } from '@mui/material/styles';
import {
  BUTTON_HEIGHTS,
  createSiteTheme,
  INPUT_MIN_HEIGHT,
  THEME_NAMES,
  TOOLTIP_MAX_WIDTH,
  type ThemeName,
} from './theme';

export const THEMES_STYLESHEET = 'components/shell/generated/themes.css';

export function themeCssVariables(theme: Theme): Record<string, string> {
  const { palette, typography, shape, breakpoints } = theme;
  const px = (value: number) => `${value}px`;
  return {
    '--hp-color-primary': palette.primary.main,
    '--hp-color-primary-light': palette.primary.light,
    '--hp-color-primary-dark': palette.primary.dark,
    '--hp-color-on-primary': palette.primary.contrastText,
    '--hp-color-secondary': palette.secondary.main,
    '--hp-color-secondary-dark': palette.secondary.dark,
    '--hp-color-on-secondary': palette.secondary.contrastText,
    '--hp-color-text': palette.text.primary,
    '--hp-color-text-secondary': palette.text.secondary,
    '--hp-color-background': palette.background.default,
    '--hp-color-paper': palette.background.paper,
    '--hp-color-divider': palette.divider,
    '--hp-color-hover': palette.action.hover,
    '--hp-color-warning': palette.warning.main,
    '--hp-radius': px(Number(shape.borderRadius)),
    '--hp-font-family': typography.fontFamily ?? 'system-ui, sans-serif',
    '--hp-font-h1': String(typography.h1.fontSize),
    '--hp-font-h2': String(typography.h2.fontSize),
    '--hp-font-h3': String(typography.h3.fontSize),
    '--hp-font-h4': String(typography.h4.fontSize),
    '--hp-font-h5': String(typography.h5.fontSize),
    '--hp-font-h6': String(typography.h6.fontSize),
    '--hp-button-height-small': px(BUTTON_HEIGHTS.small),
    '--hp-button-height-medium': px(BUTTON_HEIGHTS.medium),
    '--hp-button-height-large': px(BUTTON_HEIGHTS.large),
    '--hp-input-min-height': px(INPUT_MIN_HEIGHT),
    '--hp-tooltip-max-width': px(TOOLTIP_MAX_WIDTH),
    '--hp-width-md': px(breakpoints.values.md),
    '--hp-width-lg': px(breakpoints.values.lg),
  };
}

/** One theme's rule: its variables on the document whose `<html data-theme>` names it. */
export function themeStyleSheet(name: ThemeName, theme: Theme = createSiteTheme(name)): string {
  const declarations = Object.entries(themeCssVariables(theme)).map(([variable, value]) => `${variable}:${value}`);
  return `[data-theme="${name}"]{${declarations.join(';')}}`;
}

/** The contents of generated/themes.css: every theme's rule. */
export function themesStyleSheet(banner: string): string {
  return `${banner}\n${THEME_NAMES.map((name) => themeStyleSheet(name)).join('\n')}\n`;
}
