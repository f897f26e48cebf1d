'use client';
/**
 * A signed-in member's greeting, where to go next and sign-out, in the header's row or the mobile
 * menu's column. An impersonated session is marked; a caregiver member gets no employer prompt but
 * her own pay stubs and W-2.
 */
import { ButtonLink, buttonClass } from '@/components/ui/ButtonLink';
import { accountLinksFor, type EnrollmentPaths } from '@/services/session/next-step';
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
  const links = accountLinksFor(signedIn.member?.homepayAccountStatusV2, enrollment, signedIn.memberType);
  const kind = signedIn.isImpersonated ? 'support' : signedIn.memberType === 'provider' ? 'caregiver' : 'member';
  return (
    <div
      className={`${layout === 'row' ? styles.signedIn : styles.signedInColumn} ${className ?? ''}`}
      data-member={kind}
    >
      {signedIn.isImpersonated && <span className={styles.impersonated}>Impersonating</span>}
      <span className={styles.greeting}>{`Hi, ${signedIn.firstName ?? 'there'}`}</span>
      {links.map((link, index) => (
        <ButtonLink
          key={link.href}
          href={link.href}
          variant={index === 0 || layout === 'column' ? 'outlined' : 'text'}
          fullWidth={layout === 'column'}
        >
          {link.label}
        </ButtonLink>
      ))}
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
