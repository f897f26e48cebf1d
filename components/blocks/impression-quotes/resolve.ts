import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';

/** The shared entries the block lists, in the block's order. */
export function resolveImpressionQuotes(block: BlockConfig<'impression-quotes'>, context: ResolveContext) {
  return { quotes: context.shared.list('impression-quotes', block.items) };
}

export type ImpressionQuotesResolved = ReturnType<typeof resolveImpressionQuotes>;
