import { TestExposure } from '@/components/shell/TestExposure.client';
import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import { enrollmentHref } from '../call-to-action/enrollment-href';
import { gridClass } from '../grid';
import type { BlockProps } from '../types';
import { formatDollars } from './format-price';
import { PlanCard } from './PlanCard';
import styles from './pricing.module.css';

export function PricingBlock({ block, context }: BlockProps<'pricing'>) {
  const plans = context.flags['three-tier-pricing-test'] ? block.threeTier : [block.plan];
  const href = enrollmentHref({ site: context.site, flags: context.flags });
  return (
    <Section heading={block.heading} intro={block.intro} anchor={block.anchor}>
      <ul className={cx(gridClass(plans.length), plans.length === 1 && styles.single)}>
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} enrollHref={href} enrollLabel={block.enrollLabel} />
        ))}
      </ul>
      {context.flags['three-tier-pricing-test'] && <TestExposure test="three-tier-pricing-test" variant="three-tier" />}
      <p className={cx(text.small, text.muted, styles.fee)}>Year-end tax preparation: {formatDollars(context.site.footer.yearEndTaxPrepFee)} a year.</p>
    </Section>
  );
}
