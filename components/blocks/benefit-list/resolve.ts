import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';

export function resolveBenefitList(block: BlockConfig<'benefit-list'>, context: ResolveContext) {
  return { list: context.shared.get('benefit-lists', block.list) };
}

export type BenefitListResolved = ReturnType<typeof resolveBenefitList>;
