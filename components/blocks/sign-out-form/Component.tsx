import { SignInButton } from '@/components/shell/SignInButton.client';
import { buttonClass } from '@/components/ui/ButtonLink';
import { Section } from '@/components/ui/Section';
import { text } from '@/components/ui/typography';
import type { BlockProps } from '../types';
import type { SignOutFormResolved } from './resolve';
import { SignedInOnly } from './SignedInOnly.client';
import styles from './sign-out-form.module.css';

/**
 * A plain form: the browser sends this site's Origin with the post, which is all the sign-out asks for, so it
 * works before script loads, or without it. A visitor who is not signed in is told so and offered sign-in.
 */
export function SignOutFormBlock({ block, signIn }: BlockProps<'sign-out-form'> & SignOutFormResolved) {
  const { notSignedIn } = block;
  return (
    <SignedInOnly
      otherwise={
        <Section heading={notSignedIn.heading} anchor={block.anchor} size="sm">
          <p className={text.body}>{notSignedIn.body}</p>
          <div className={styles.form}>
            <SignInButton signIn={{ ...signIn, label: notSignedIn.signInLabel }} size="large" />
          </div>
        </Section>
      }
    >
      <Section heading={block.heading} anchor={block.anchor} size="sm">
        <p className={text.body}>{block.body}</p>
        <form method="post" action="/api/sign-out" className={styles.form}>
          <input type="hidden" name="returnTo" value="/" />
          <button type="submit" className={buttonClass({ color: 'primary', size: 'large' })}>
            {block.buttonLabel}
          </button>
        </form>
      </Section>
    </SignedInOnly>
  );
}
