/**
 * Brand tokens marketers may write in any config string. The brand is not
 * written into routes or copy: they say "{product}" and "{brandName}" and
 * site.json decides what they read.
 */
import type { SiteConfig } from '@/schemas/generated/config-types';

export type TokenValues = Readonly<Record<string, string>>;

export function tokenValues(site: SiteConfig): TokenValues {
  return {
    product: site.brand.product,
    brandName: site.brand.displayName,
    phone: site.brand.phone,
    email: site.brand.email,
    yearEndFee: String(site.footer.yearEndTaxPrepFee),
  };
}

const TOKEN = /\{([a-zA-Z]+)\}/g;

export function interpolate(text: string, values: TokenValues): string {
  return text.replace(TOKEN, (whole, name: string) => values[name] ?? whole);
}

/** Same JSON shape with every string interpolated; keys are left alone. */
export function interpolateDeep<T>(value: T, values: TokenValues): T {
  return mapStrings(value, values) as T;
}

function mapStrings(value: unknown, values: TokenValues): unknown {
  if (typeof value === 'string') return interpolate(value, values);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, values));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, values)]));
  }
  return value;
}

/** Tokens that are written but not defined: usually a typo such as {prodcut}. */
export function unknownTokens(text: string, values: TokenValues): string[] {
  return [...text.matchAll(TOKEN)].map((match) => match[1] ?? '').filter((name) => !(name in values));
}
