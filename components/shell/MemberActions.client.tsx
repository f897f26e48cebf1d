'use client';
/**
 * A signed-in member's greeting, next step and sign-out, in the header's row or the mobile
 * menu's column. An impersonated session is marked; a caregiver member gets no employer prompt.
 */
import { ButtonLink, buttonClass } from '@/components/ui/ButtonLink';
import { nextStepFor, type EnrollmentPaths } from '@/services/session/next-step';
import type { SignedIn } from '@/services/session/use-signed-in';
import styles from './sign-in.module.css';

export function MemberActions({
  signedIn,
  enrollment,
  layout,
  className,
}: {
  signedIn: SignedIn;
  enrollment: EnrollmentPaths;
  layout: 'row' | 'column';
  className?: string;
}) {
  const step = nextStepFor(signedIn.member?.homepayAccountStatusV2, enrollment, signedIn.memberType);
  return (
    <div
      className={`${layout === 'row' ? styles.signedIn : styles.signedInColumn} ${className ?? ''}`}
      data-member={signedIn.isImpersonated ? 'support' : 'member'}
    >
      {signedIn.isImpersonated && <span className={styles.impersonated}>Impersonating</span>}
      <span className={styles.greeting}>{`Hi, ${signedIn.firstName ?? 'there'}`}</span>
      <ButtonLink href={step.href} variant="outlined" fullWidth={layout === 'column'}>
        {step.label}
      </ButtonLink>
      {signedIn.hasSession && (
        <form method="post" action="/api/sign-out">
          {/* Rendered only in the browser (the account slot waits for the member lookup), so the address is known. */}
          <input type="hidden" name="returnTo" value={`${window.location.pathname}${window.location.search}`} />
          <button type="submit" className={buttonClass({ variant: 'text', size: 'small' })}>
            Sign out
          </button>
        </form>
      )}
    </div>
  );
}
