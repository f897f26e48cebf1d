import type { ReactNode } from 'react';
import { Container } from './Container';
import styles from './section.module.css';
import { cx, text } from './typography';

interface SectionProps {
  heading?: string;
  intro?: string;
  anchor?: string;
  /** Alternating bands need a second surface colour to stay apart without borders. */
  surface?: 'default' | 'paper';
  size?: 'sm' | 'md' | 'lg';
  label?: string;
  children: ReactNode;
}

/** The frame every block shares: a <section> with its h2, so the outline stays hero h1 → block h2 → item h3. */
export function Section({ heading, intro, anchor, surface = 'default', size = 'lg', label, children }: SectionProps) {
  return (
    <section
      id={anchor}
      aria-label={heading ? undefined : label}
      className={cx(styles.section, surface === 'paper' && styles.paper)}
    >
      <Container size={size}>
        {heading && <h2 className={cx(text.h2, intro ? styles.headingWithIntro : styles.heading)}>{heading}</h2>}
        {intro && <p className={cx(text.body, text.muted, styles.intro)}>{intro}</p>}
        {children}
      </Container>
    </section>
  );
}
