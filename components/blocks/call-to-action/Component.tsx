import { ButtonLink } from '@/components/ui/ButtonLink';
import { Container } from '@/components/ui/Container';
import { telHref } from '@/components/ui/tel-href';
import { cx, text } from '@/components/ui/typography';
import type { BlockProps } from '../types';
import styles from './call-to-action.module.css';
import { EnrollAction } from './EnrollAction';
import type { CallToActionResolved } from './resolve';

export function CallToActionBlock({
  block,
  phone,
  orCall,
  enrollment,
}: BlockProps<'call-to-action'> & CallToActionResolved) {
  const { action } = block;
  return (
    <section className={styles.band}>
      <Container size="md" className={styles.inner}>
        <h2 className={cx(text.h2, styles.heading)}>{block.heading}</h2>
        {block.body && <p className={cx(text.lead, styles.body)}>{block.body}</p>}
        {action.kind === 'link' ? (
          <ButtonLink href={action.link.href} color="secondary" size="large">
            {action.link.label}
          </ButtonLink>
        ) : (
          enrollment && <EnrollAction action={action} enrollment={enrollment} />
        )}
        {block.showPhone && (
          <p className={cx(text.body, styles.phone)}>
            {`${orCall} `}
            <a href={telHref(phone)}>{phone}</a>
          </p>
        )}
      </Container>
    </section>
  );
}
