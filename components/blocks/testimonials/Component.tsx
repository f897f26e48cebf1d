import { Section } from '@/components/ui/Section';
import { cx, text } from '@/components/ui/typography';
import { gridClass } from '../grid';
import layout from '../layout.module.css';
import type { BlockProps } from '../types';
import type { TestimonialsResolved } from './resolve';
import styles from './testimonials.module.css';

export function TestimonialsBlock({ block, testimonials }: BlockProps<'testimonials'> & TestimonialsResolved) {
  if (testimonials.length === 0) return null;
  return (
    <Section heading={block.heading} surface="paper">
      <ul className={gridClass(testimonials.length)}>
        {testimonials.map((testimonial) => (
          <li key={testimonial.id} className={layout.card}>
            <figure className={styles.figure}>
              <blockquote className={styles.quote}>
                <p className={text.body}>{testimonial.comment}</p>
              </blockquote>
              <figcaption className={cx(text.small, text.muted)}>
                <strong className={styles.author}>{testimonial.author}</strong>, {testimonial.location}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
