import type { FeatureFlagDefaults, PageConfig, SiteConfig } from '@/schemas/generated/config-types';
import type { SharedContent } from './shared-content';

/** Flag values as evaluated for this render; same names and types as the defaults in site.json. */
export type FlagValues = FeatureFlagDefaults;

/**
 * What a block's resolver may read besides its own config. Only resolvers see
 * it: a component gets what its resolver picked out, so what a block depends
 * on is written in one place and its component can be rendered from plain props.
 */
export interface ResolveContext {
  site: SiteConfig;
  page: PageConfig;
  shared: SharedContent;
  flags: FlagValues;
}
