/**
 * The release the analytics user properties name (app_version,
 * like "mfe 1.340.0"), fixed at build time: RELEASE_ID and APP_BUILD from the
 * build's environment, else the package version and "local".
 */
import pkg from '@/package.json';
import type { AppRelease } from './visit-data';

export function appRelease(
  appName: string,
  env: Readonly<Record<string, string | undefined>> = process.env,
): AppRelease {
  return { appName, appBuild: env.APP_BUILD || 'local', appVersion: env.RELEASE_ID || `mfe ${pkg.version}` };
}
