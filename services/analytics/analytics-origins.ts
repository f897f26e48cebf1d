/**
 * Every origin the analytics code makes the browser contact, from the same
 * public config it runs on: for the Content-Security-Policy (script-src,
 * connect-src, img-src). Relative URLs are the site's own origin ('self') and
 * are left out.
 */
import type { PublicConfig } from '@/services/config/public-config';

export interface AnalyticsOrigins {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
}

function originOf(url: string | null | undefined): string[] {
  if (!url) return [];
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? [parsed.origin] : [];
  } catch {
    return [];
  }
}

const unique = (values: string[]) => [...new Set(values)];

export function analyticsOrigins(config: Pick<PublicConfig, 'analytics' | 'tagManager'>): AnalyticsOrigins {
  const tagManager = originOf(config.tagManager?.scriptUrl);
  const amplitude = config.analytics.apiKey
    ? [...originOf(config.analytics.serverUrl), ...originOf(config.analytics.remoteConfigUrl)]
    : [];
  return {
    scriptSrc: unique(tagManager),
    // The tag manager's script calls home and loads pixels from its own origin.
    connectSrc: unique([...amplitude, ...tagManager]),
    imgSrc: unique(tagManager),
  };
}
