import { TestExposure } from '@/components/shell/TestExposure.client';
import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import { gridClass } from '../grid';
import type { BlockProps } from '../types';
import type { PricingResolved } from './resolve';
import { PlanCard } from './PlanCard';
import styles from './pricing.module.css';

export function PricingBlock({
  block,
  plans,
  threeTierTest,
  perMonth,
  enrollHref,
  yearEndFee,
}: BlockProps<'pricing'> & PricingResolved) {
  return (
    <Section heading={block.heading} intro={block.intro} anchor={block.anchor}>
      <ul className={cx(gridClass(plans.length), plans.length === 1 && styles.single)}>
        {plans.map((plan) => (
          <PlanCard
            key={plan.name}
            plan={plan}
            perMonth={perMonth}
            enrollHref={enrollHref}
            enrollLabel={block.enrollLabel}
          />
        ))}
      </ul>
      {threeTierTest && <TestExposure test="three-tier-pricing-test" variant="three-tier" />}
      <p className={cx(text.small, text.muted, styles.fee)}>{yearEndFee}</p>
    </Section>
  );
}
