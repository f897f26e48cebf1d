import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';
import { expandableTextMessages } from './messages';

/** The button's words: the block's own, or the page's language's. */
export function resolveExpandableText(block: BlockConfig<'expandable-text'>, context: ResolveContext) {
  const words = expandableTextMessages[context.locale];
  return { moreLabel: block.moreLabel ?? words.more, lessLabel: block.lessLabel ?? words.less };
}

export type ExpandableTextResolved = ReturnType<typeof resolveExpandableText>;
