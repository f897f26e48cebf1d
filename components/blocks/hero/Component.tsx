import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { cx, text } from '@/components/ui/typography';
import type { BlockProps } from '../types';
import styles from './hero.module.css';

export function HeroBlock({ block }: BlockProps<'hero'>) {
  const { primaryAction, secondaryAction } = block;
  return (
    <section className={styles.hero}>
      <Container>
        {block.eyebrow && <p className={cx(text.overline, styles.eyebrow)}>{block.eyebrow}</p>}
        <h1 className={cx(text.h1, styles.heading)}>{block.heading}</h1>
        <p className={cx(text.lead, styles.lead)}>{block.lead}</p>
        {(primaryAction || secondaryAction) && (
          <div className={styles.actions}>
            {primaryAction && (
              <ButtonLink href={primaryAction.href} color="secondary" size="large">
                {primaryAction.label}
              </ButtonLink>
            )}
            {secondaryAction && (
              <ButtonLink href={secondaryAction.href} variant="outlined" color="primary" size="large">
                {secondaryAction.label}
              </ButtonLink>
            )}
          </div>
        )}
      </Container>
    </section>
  );
}
