'use client';
/**
 * A signed-in member's greeting, where to go next and sign-out, in the header's row or the mobile
 * menu's column. An impersonated session is marked; a caregiver member gets no employer prompt but
 * her own pay stubs and W-2. Its words are the page's language's, shown once they are here (at once in English).
 */
import { ButtonLink, buttonClass } from '@/components/ui/ButtonLink';
import type { LocaleCode } from '@/engine/locale';
import { accountLinksFor, type EnrollmentPaths } from '@/services/session/next-step';
import type { SignedIn } from '@/services/session/use-signed-in';
import { useMemberMessages } from './member-messages/use-member-messages';
import styles from './sign-in.module.css';

export function MemberActions({
  signedIn,
  enrollment,
  layout,
  locale,
  className,
}: {
  signedIn: SignedIn;
  enrollment: EnrollmentPaths;
  layout: 'row' | 'column';
  locale: LocaleCode;
  className?: string;
}) {
  const words = useMemberMessages(locale);
  if (!words) return null;
  const links = accountLinksFor(
    signedIn.member?.homepayAccountStatusV2,
    enrollment,
    signedIn.memberType,
    words.accountLinks,
  );
  const kind = signedIn.isImpersonated ? 'support' : signedIn.memberType === 'provider' ? 'caregiver' : 'member';
  return (
    <div
      className={`${layout === 'row' ? styles.signedIn : styles.signedInColumn} ${className ?? ''}`}
      data-member={kind}
    >
      {signedIn.isImpersonated && <span className={styles.impersonated}>{words.impersonating}</span>}
      <span className={styles.greeting}>{words.greeting(signedIn.firstName)}</span>
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
            {words.signOut}
          </button>
        </form>
      )}
    </div>
  );
}
