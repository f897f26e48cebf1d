import type { FeatureFlagDefaults, PageConfig, SiteConfig } from '@/schemas/generated/config-types';
import type { SharedContent } from './shared-content';

/** Flag values as evaluated for this render; same names and types as the defaults in site.json. */
export type FlagValues = FeatureFlagDefaults;

/** What every block may read besides its own config. */
export interface RenderContext {
  site: SiteConfig;
  page: PageConfig;
  shared: SharedContent;
  flags: FlagValues;
}
