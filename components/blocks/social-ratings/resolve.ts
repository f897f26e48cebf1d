import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';

/** The shared entries the block lists, in the block's order. */
export function resolveSocialRatings(block: BlockConfig<'social-ratings'>, context: ResolveContext) {
  return { ratings: context.shared.list('social-ratings', block.items) };
}

export type SocialRatingsResolved = ReturnType<typeof resolveSocialRatings>;
