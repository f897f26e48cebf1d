import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';
import { socialRatingsMessages } from './messages';

/** The shared entries the block lists, in the block's order, and the words around them in the page's language. */
export function resolveSocialRatings(block: BlockConfig<'social-ratings'>, context: ResolveContext) {
  return {
    ratings: context.shared.list('social-ratings', block.items),
    words: socialRatingsMessages[context.locale],
  };
}

export type SocialRatingsResolved = ReturnType<typeof resolveSocialRatings>;
