import { ButtonLink } from '@/components/ui/ButtonLink';
import { JsonLd } from '@/components/ui/JsonLd';
import { Container } from '@/components/ui/Container';
import { cx, text } from '@/components/ui/typography';
import type { BlockProps } from '../types';
import type { HeroResolved } from './resolve';
import styles from './hero.module.css';

export function HeroBlock({
  block,
  primaryAction,
  secondaryAction,
  breadcrumbData,
  breadcrumbLabel,
}: BlockProps<'hero'> & HeroResolved) {
  const { image } = block;
  return (
    <section className={cx(styles.hero, image && styles.withArt)}>
      <Container className={styles.layout}>
        <div className={styles.text}>
          {block.breadcrumb && (
            <nav aria-label={breadcrumbLabel} className={styles.breadcrumb}>
              <ol>
                {block.breadcrumb.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
                <li aria-current="page">{block.heading}</li>
              </ol>
            </nav>
          )}
          {breadcrumbData && <JsonLd data={breadcrumbData} />}
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
        </div>
        {image && (
          // Lazy and hidden on narrow screens, so phones never download it; decorative art has alt="".
          // eslint-disable-next-line @next/next/no-img-element -- a static SVG: nothing for next/image to optimise
          <img
            className={styles.art}
            src={image.src}
            alt={image.alt}
            width={image.width ?? 560}
            height={image.height ?? 440}
            loading="lazy"
            decoding="async"
          />
        )}
      </Container>
    </section>
  );
}
