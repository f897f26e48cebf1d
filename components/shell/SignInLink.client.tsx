'use client';
/**
 * The desktop header's account slot: "Sign in" until the session (or the core site's stored
 * record) names a member, then the member's greeting and next step. The slot keeps its size so
 * nothing shifts.
 */
import type { Link } from '@/schemas/generated/config-types';
import type { EnrollmentPaths } from '@/services/session/next-step';
import { useSignedIn } from '@/services/session/use-signed-in';
import { MemberActions } from './MemberActions.client';
import { SignInButton } from './SignInButton.client';

export function SignInLink({
  signIn,
  enrollment,
  className,
}: {
  signIn: Link;
  enrollment: EnrollmentPaths;
  className?: string;
}) {
  const signedIn = useSignedIn();
  return (
    <div role="group" aria-label="Account" className={className}>
      {signedIn ? (
        <MemberActions signedIn={signedIn} enrollment={enrollment} layout="row" />
      ) : (
        <SignInButton signIn={signIn} variant="outlined" />
      )}
    </div>
  );
}
