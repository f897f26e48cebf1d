import { describe, expect, it } from 'vitest';
import { createSiteTheme } from './theme';
import { themeCssVariables, themeStyleSheet } from './theme-css';

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

  it('differ between the care and embrace themes', () => {
    expect(themeStyleSheet(createSiteTheme('embrace'))).not.toBe(themeStyleSheet(createSiteTheme('care')));
    expect(themeStyleSheet(createSiteTheme('embrace'))).toMatch(/^:root\{--hp-color-primary:#4b2e83;/);
  });
});
