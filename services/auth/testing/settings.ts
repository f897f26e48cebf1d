import type { AuthSettings, RequiredSetting } from '../settings';

export const AUTHORITY = 'https://id.site.example/oidc';
export const CLIENT_ID = 'hearth-web';
export const SITE_ORIGIN = 'https://www.site.example';

export const validSettings = (): AuthSettings => ({
  authority: AUTHORITY,
  client_id: CLIENT_ID,
  redirect_uri: `${SITE_ORIGIN}/auth/callback`,
  response_type: 'code',
  scope: 'openid profile',
  post_logout_redirect_uri: `${SITE_ORIGIN}/`,
});

/** Settings as an untyped caller (or a config file) could pass them. */
export function withoutSetting(name: RequiredSetting): Partial<AuthSettings> {
  const settings: Partial<AuthSettings> = validSettings();
  delete settings[name];
  return settings;
}
