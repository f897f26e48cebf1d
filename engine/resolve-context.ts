import type { FeatureFlagDefaults, PageConfig, SiteConfig } from '@/schemas/generated/config-types';
import type { SharedContent } from './shared-content';
import type { LocaleCode } from './locale';

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
  /** The language this page is rendered in; a block picks its own words by it. */
  locale: LocaleCode;
  /**
   * A site path as this language has it: the page's translated twin where there is one ("/caregivers" →
   * "/es/cuidadores"), enrollment with the language as a query value; absent (or identity) in the default language.
   */
  localizeHref?: (href: string) => string;
}
