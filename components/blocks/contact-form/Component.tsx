import { Paragraphs } from '@/components/ui/Paragraphs';
import { Section } from '@/components/ui/Section';
import { telHref } from '@/components/ui/tel-href';
import { cx, text } from '@/components/ui/typography';
import type { BlockProps } from '../types';
import { ContactForm } from './ContactForm.client';
import styles from './contact-form.module.css';
import type { ContactFormResolved } from './resolve';

/** The form (an island) beside the ways to reach us, which are plain HTML and work without script. */
export function ContactFormBlock({
  block,
  phone,
  email,
  address,
  hours,
  replyTime,
  topics,
  locale,
  messages,
}: BlockProps<'contact-form'> & ContactFormResolved) {
  const { details } = messages;
  return (
    <Section heading={block.heading} anchor={block.anchor}>
      <div className={styles.layout}>
        <div>
          {block.intro && <Paragraphs paragraphs={block.intro} />}
          <ContactForm topics={topics} replyTime={replyTime} locale={locale} words={messages.form} />
        </div>
        <aside className={cx(text.body, styles.details)} aria-label={details.heading}>
          <h3 className={text.h3}>{details.heading}</h3>
          <p>
            <strong>{details.callTollFree}</strong> <a href={telHref(phone)}>{phone}</a>
            <br />
            {hours}
          </p>
          <p>
            <strong>{details.email}</strong> <a href={`mailto:${email}`}>{email}</a>
          </p>
          <address className={styles.address}>
            {address.street}
            <br />
            {`${address.city}, ${address.region} ${address.postalCode}`}
          </address>
        </aside>
      </div>
    </Section>
  );
}
