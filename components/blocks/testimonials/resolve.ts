import type { ResolveContext } from '@/engine/resolve-context';
import type { BlockConfig } from '../types';

/** The shared entries the block lists, in the block's order. */
export function resolveTestimonials(block: BlockConfig<'testimonials'>, context: ResolveContext) {
  return { testimonials: context.shared.list('testimonials', block.items) };
}

export type TestimonialsResolved = ReturnType<typeof resolveTestimonials>;
