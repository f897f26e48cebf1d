import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';

/** The shared entries the block lists, in the block's order. */
export function resolveServiceGroups(block: BlockConfig<'service-groups'>, context: ResolveContext) {
  return { groups: context.shared.list('service-groups', block.groups) };
}

export type ServiceGroupsResolved = ReturnType<typeof resolveServiceGroups>;
