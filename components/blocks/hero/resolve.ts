import type { ResolveContext } from '@/engine/resolve-context';
import { shownLinks } from '@/components/ui/flagged-links';
import type { BlockConfig } from '../types';
import { breadcrumbList } from './breadcrumb';
import { heroMessages } from './messages';

/** A link may be switched by a flag ("flag": "referrals"): shown only while it is on. */
export function resolveHero(block: BlockConfig<'hero'>, context: ResolveContext) {
  const shown = <L extends { flag?: string }>(action: L | undefined) =>
    action && shownLinks([action], context.flags).length > 0 ? action : undefined;
  return {
    primaryAction: shown(block.primaryAction),
    secondaryAction: shown(block.secondaryAction),
    breadcrumbData: block.breadcrumb ? breadcrumbList(block.breadcrumb, block.heading, context) : undefined,
    breadcrumbLabel: heroMessages[context.locale].breadcrumb,
  };
}

export type HeroResolved = ReturnType<typeof resolveHero>;
