import type { ResolveContext } from '@/engine/resolve-context';
import { enrollmentHref } from '../call-to-action/enrollment-href';
import type { BlockConfig } from '../types';

export function resolvePricing(block: BlockConfig<'pricing'>, context: ResolveContext) {
  const threeTierTest = context.flags['three-tier-pricing-test'];
  return {
    threeTierTest,
    plans: threeTierTest ? block.threeTier : [block.plan],
    enrollHref: enrollmentHref({ site: context.site, flags: context.flags }),
    yearEndFee: context.site.footer.yearEndTaxPrepFee,
  };
}

export type PricingResolved = ReturnType<typeof resolvePricing>;
