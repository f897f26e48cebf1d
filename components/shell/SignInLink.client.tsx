'use client';
/**
 * The desktop header's account slot: "Sign in" until the session (or the core site's stored
 * record) names a member, then the member's greeting and next step. The slot keeps its size so
 * nothing shifts. The group's name comes in the page's language; the member's words load beside the lookup.
 */
import type { Link } from '@/schemas/generated/config-types';
import type { LocaleCode } from '@/engine/locale';
import type { EnrollmentPaths } from '@/services/session/next-step';
import { useSignedIn } from '@/services/session/use-signed-in';
import { MemberActions } from './MemberActions.client';
import { usePreloadMemberMessages } from './member-messages/use-member-messages';
import { SignInButton } from './SignInButton.client';

export function SignInLink({
  signIn,
  enrollment,
  locale,
  accountLabel,
  className,
}: {
  signIn: Link;
  enrollment: EnrollmentPaths;
  locale: LocaleCode;
  /** The group's name: "Account". */
  accountLabel: string;
  className?: string;
}) {
  const signedIn = useSignedIn();
  usePreloadMemberMessages(locale);
  return (
    <div role="group" aria-label={accountLabel} className={className}>
      {signedIn ? (
        <MemberActions signedIn={signedIn} enrollment={enrollment} layout="row" locale={locale} />
      ) : (
        <SignInButton signIn={signIn} variant="outlined" />
      )}
    </div>
  );
}
