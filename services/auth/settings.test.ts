import { describe, expect, it } from 'vitest';
import { MISSING_SETTINGS_MESSAGE } from './errors';
import { assertRequiredSettings, REQUIRED_SETTINGS, type AuthSettings } from './settings';
import { validSettings, withoutSetting } from './testing/settings';

describe('assertRequiredSettings', () => {
  it('accepts the six required settings', () => {
    expect(() => assertRequiredSettings(validSettings())).not.toThrow();
  });

  it.each(REQUIRED_SETTINGS)('refuses settings without %s', (name) => {
    expect(() => assertRequiredSettings(withoutSetting(name))).toThrow(
      new Error('AuthService: Missing required settings'),
    );
  });

  it.each(REQUIRED_SETTINGS)('refuses a blank %s, the usual shape of an unset environment variable', (name) => {
    const blank: AuthSettings = { ...validSettings(), [name]: '  ' };
    expect(() => assertRequiredSettings(blank)).toThrow(MISSING_SETTINGS_MESSAGE);
  });

  it('refuses no settings at all', () => {
    expect(() => assertRequiredSettings(undefined)).toThrow(MISSING_SETTINGS_MESSAGE);
    expect(() => assertRequiredSettings(null)).toThrow(MISSING_SETTINGS_MESSAGE);
  });
});
