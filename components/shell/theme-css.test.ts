import { describe, expect, it } from 'vitest';
import { createSiteTheme } from './theme';
import { readFileSync } from 'node:fs';
import { THEMES_STYLESHEET, themeCssVariables, themeStyleSheet } from './theme-css';

describe('theme CSS variables', () => {
  it('carry the theme colours and the product sizes', () => {
    const care = themeCssVariables(createSiteTheme('care'));
    expect(care['--hp-color-primary']).toBe(createSiteTheme('care').palette.primary.main);
    expect(care['--hp-button-height-small']).toBe('32px');
    expect(care['--hp-button-height-medium']).toBe('40px');
    expect(care['--hp-button-height-large']).toBe('56px');
    expect(care['--hp-input-min-height']).toBe('48px');
    expect(care['--hp-tooltip-max-width']).toBe('264px');
  });

  it('differ between the care and embrace themes, each on the document that names it', () => {
    expect(themeStyleSheet('embrace')).not.toBe(themeStyleSheet('care'));
    expect(themeStyleSheet('embrace')).toMatch(/^\[data-theme="embrace"\]\{--hp-color-primary:#4b2e83;/);
  });

  it('are in the site stylesheet for every theme, as the themes define them now', () => {
    const stylesheet = readFileSync(THEMES_STYLESHEET, 'utf8');
    expect(stylesheet).toContain(themeStyleSheet('care'));
    expect(stylesheet).toContain(themeStyleSheet('embrace'));
  });
});
