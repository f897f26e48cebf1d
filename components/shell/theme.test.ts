import { describe, expect, it } from 'vitest';
import { createSiteTheme } from './theme';

describe.each(['care', 'embrace'] as const)('the %s theme', (name) => {
  const theme = createSiteTheme(name);

  it('uses the product breakpoints', () => {
    expect(theme.breakpoints.values).toEqual({ xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 });
  });

  it('sizes buttons 40 / 32 / 56, inputs 48 and tooltips 264', () => {
    const button = theme.components?.MuiButton?.styleOverrides;
    expect(button?.sizeMedium).toEqual({ minHeight: 40 });
    expect(button?.sizeSmall).toEqual({ minHeight: 32 });
    expect(button?.sizeLarge).toEqual({ minHeight: 56 });
    expect(theme.components?.MuiInputBase?.styleOverrides?.root).toEqual({ minHeight: 48 });
    expect(theme.components?.MuiTooltip?.styleOverrides?.tooltip).toEqual({ maxWidth: 264 });
  });
});

it('gives the rebrand its own colours', () => {
  expect(createSiteTheme('embrace').palette.primary.main).not.toBe(createSiteTheme('care').palette.primary.main);
});
