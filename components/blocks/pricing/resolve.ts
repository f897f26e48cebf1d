import type { ResolveContext } from '@/engine/resolve-context';
import { enrollmentHref } from '../call-to-action/enrollment-href';
import type { BlockConfig } from '../types';
import { formatDollars } from './format-price';
import { pricingMessages } from './messages';

export function resolvePricing(block: BlockConfig<'pricing'>, context: ResolveContext) {
  const threeTierTest = context.flags['three-tier-pricing-test'];
  const words = pricingMessages[context.locale];
  const plans = threeTierTest ? block.threeTier : [block.plan];
  return {
    threeTierTest,
    plans: plans.map((plan) => ({ ...plan, price: formatDollars(plan.monthlyPrice, context.locale) })),
    perMonth: words.perMonth,
    enrollHref: enrollmentHref({ site: context.site, flags: context.flags, locale: context.locale }),
    yearEndFee: words.yearEndFee(formatDollars(context.site.footer.yearEndTaxPrepFee, context.locale)),
  };
}

export type PricingResolved = ReturnType<typeof resolvePricing>;
