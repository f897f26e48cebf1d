import { buttonClass } from '@/components/ui/ButtonLink';
import { Section } from '@/components/ui/Section';
import { text } from '@/components/ui/typography';
import type { BlockProps } from '../types';
import styles from './sign-out-form.module.css';

/**
 * A plain form: the browser sends this site's Origin with the post, which is all the sign-out asks for, so it
 * works before script loads, or without it.
 */
export function SignOutFormBlock({ block }: BlockProps<'sign-out-form'>) {
  return (
    <Section heading={block.heading} anchor={block.anchor} size="sm">
      <p className={text.body}>{block.body}</p>
      <form method="post" action="/api/sign-out" className={styles.form}>
        <input type="hidden" name="returnTo" value="/" />
        <button type="submit" className={buttonClass({ color: 'primary', size: 'large' })}>
          {block.buttonLabel}
        </button>
      </form>
    </Section>
  );
}
