/**
 * Feature flags: a map of name to value, evaluated per flag name. Defaults
 * come from site.json, the environment overrides them (FLAG_<NAME> with
 * dashes as underscores, e.g. FLAG_CALCULATOR_DOWNTIME=true), and only where
 * ALLOW_FLAG_OVERRIDES=1 (development and tests, never production) a request
 * may override them with the `hp-flags` cookie ("name=value,name=value").
 * A flag whose name ends in "-url" holds an address: empty, or an https URL
 * (http only on a loopback host, which browsers also treat as secure: the
 * local stand-ins), wherever its value comes from. A value that breaks a rule is ignored with
 * the reason, never fatal: a malformed cookie cannot break a request.
 */
import type { FeatureFlagDefaults } from '@/schemas/generated/config-types';

export type FlagValues = FeatureFlagDefaults;
export type FlagName = keyof FlagValues;
export type Environment = Readonly<Record<string, string | undefined>>;

// Relative, not '@/': next.config.ts loads this file before path aliases exist.
import { FLAG_OVERRIDE_COOKIE } from '../privacy/stored-names';

export { FLAG_OVERRIDE_COOKIE };

export function envVarFor(name: string): string {
  return `FLAG_${name.toUpperCase().replace(/-/g, '_')}`;
}

const LOOPBACK_HOSTS = ['127.0.0.1', 'localhost', '[::1]'];

export function isHttpsUrlOrEmpty(value: string): boolean {
  if (value === '') return true;
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.includes(url.hostname));
  } catch {
    return false;
  }
}

// The default's type decides how the text is read, so the casts below cannot lie.
function coerce<V extends boolean | string>(name: string, defaultValue: V, raw: string): V | undefined {
  if (typeof defaultValue === 'string')
    return !name.endsWith('-url') || isHttpsUrlOrEmpty(raw) ? (raw as V) : undefined;
  if (raw === 'true' || raw === '1' || raw === 'on') return true as V;
  if (raw === 'false' || raw === '0' || raw === 'off') return false as V;
  return undefined;
}

function isFlagName(defaults: FlagValues, name: string): name is FlagName {
  return Object.hasOwn(defaults, name);
}

function withValue<K extends FlagName>(
  flags: FlagValues,
  name: K,
  raw: string,
  problems: string[],
  origin: string,
): void {
  const value = coerce(name, flags[name], raw);
  if (value === undefined)
    problems.push(
      `${origin}: "${raw}" is not a valid value for flag ${name} (${typeof flags[name] === 'string' ? 'use an https URL, or nothing' : 'use true or false'})`,
    );
  else flags[name] = value;
}

export interface FlagEvaluation {
  flags: FlagValues;
  /** Overrides that were ignored, with why: shown in logs rather than failing a page. */
  problems: string[];
}

// Far longer than every flag set at once: anything beyond is not an override anyone wrote.
const MAX_COOKIE_LENGTH = 2048;

function decodedCookie(raw: string, problems: string[]): string | null {
  if (raw.length > MAX_COOKIE_LENGTH) {
    problems.push(`${FLAG_OVERRIDE_COOKIE}: longer than ${MAX_COOKIE_LENGTH} characters, ignored`);
    return null;
  }
  try {
    return decodeURIComponent(raw);
  } catch {
    problems.push(`${FLAG_OVERRIDE_COOKIE}: not valid percent-encoding, ignored`);
    return null;
  }
}

export function evaluateFlags(defaults: FlagValues, env: Environment, overrideCookie?: string): FlagEvaluation {
  const flags: FlagValues = { ...defaults };
  const problems: string[] = [];
  for (const name of Object.keys(defaults)) {
    const raw = env[envVarFor(name)];
    if (raw !== undefined && isFlagName(defaults, name)) withValue(flags, name, raw, problems, envVarFor(name));
  }
  const cookie = overrideCookie && env.ALLOW_FLAG_OVERRIDES === '1' ? decodedCookie(overrideCookie, problems) : null;
  if (cookie) {
    for (const pair of cookie.split(',')) {
      const [rawName = '', raw = 'true'] = pair.split('=');
      const name = rawName.trim();
      if (isFlagName(defaults, name)) withValue(flags, name, raw.trim(), problems, FLAG_OVERRIDE_COOKIE);
      else if (name) problems.push(`${FLAG_OVERRIDE_COOKIE}: unknown flag "${name}"`);
    }
  }
  return { flags, problems };
}
