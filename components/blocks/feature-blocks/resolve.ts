import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';

/** The shared entries the block lists, in the block's order. */
export function resolveFeatureBlocks(block: BlockConfig<'feature-blocks'>, context: ResolveContext) {
  return { features: context.shared.list('feature-blocks', block.items) };
}

export type FeatureBlocksResolved = ReturnType<typeof resolveFeatureBlocks>;
