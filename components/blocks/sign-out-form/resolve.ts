import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';

/** The site's sign-in, offered to a visitor who has nothing to sign out of. */
export function resolveSignOutForm(_block: BlockConfig<'sign-out-form'>, context: ResolveContext) {
  return { signIn: context.site.signIn };
}

export type SignOutFormResolved = ReturnType<typeof resolveSignOutForm>;
