import type { PricingPlan } from '@/schemas/generated/config-types';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { cx, text } from '@/components/ui/typography';
import { CheckIcon } from '../icons';
import layout from '../layout.module.css';
import styles from './pricing.module.css';

interface PlanCardProps {
  /** The plan, its price already written in the page's language. */
  plan: PricingPlan & { price: string };
  /** After the price: "a month". */
  perMonth: string;
  enrollHref: string;
  enrollLabel: string;
}

export function PlanCard({ plan, perMonth, enrollHref, enrollLabel }: PlanCardProps) {
  return (
    <li className={cx(layout.card, styles.plan, plan.highlighted && styles.highlighted)}>
      <h3 className={styles.name}>{plan.name}</h3>
      <p className={styles.price}>
        {plan.price} <span className={cx(text.body, text.muted, styles.period)}>{perMonth}</span>
      </p>
      <p className={text.body}>{plan.summary}</p>
      <ul className={cx(text.small, styles.features)}>
        {plan.features.map((feature) => (
          <li key={feature} className={styles.feature}>
            <CheckIcon size={20} className={styles.check} />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink href={enrollHref} variant={plan.highlighted ? 'contained' : 'outlined'} size="large" fullWidth>
        {enrollLabel}
      </ButtonLink>
    </li>
  );
}
