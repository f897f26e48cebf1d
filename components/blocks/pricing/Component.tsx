import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import { enrollmentHref } from '../call-to-action/enrollment-href';
import layout from '../layout.module.css';
import type { BlockProps } from '../types';
import { formatDollars } from './format-price';
import { PlanCard } from './PlanCard';
import styles from './pricing.module.css';

export function PricingBlock({ block, context }: BlockProps<'pricing'>) {
  const plans = context.flags['three-tier-pricing-test'] ? block.threeTier : [block.plan];
  const href = enrollmentHref({ site: context.site, flags: context.flags });
  // A single plan is one centred card; three plans sit side by side on desktop.
  const columns = plans.length === 1 ? styles.single : plans.length === 2 ? layout.two : layout.three;
  return (
    <Section heading={block.heading} intro={block.intro} anchor={block.anchor}>
      <ul className={cx(layout.grid, columns)}>
        {plans.map((plan) => (
          <PlanCard key={plan.name} plan={plan} enrollHref={href} enrollLabel={block.enrollLabel} />
        ))}
      </ul>
      <p className={cx(text.small, text.muted, styles.fee)}>Year-end tax preparation: {formatDollars(context.site.footer.yearEndTaxPrepFee)} a year.</p>
    </Section>
  );
}
