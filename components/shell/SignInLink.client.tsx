'use client';
/**
 * The header's sign-in entry. Rendered on the server as "Sign in" (a link to
 * next-auth's sign-in page, so it works without JavaScript); with JavaScript
 * it starts sign-in straight away and brings the visitor back to this page.
 * Once the session (or the core site's stored record) names a member, it
 * greets them with their next step and offers sign-out; an impersonated
 * session is marked. The slot keeps its size so nothing shifts.
 */
import type { Link } from '@/schemas/generated/config-types';
import { ButtonLink, buttonClass } from '@/components/ui/ButtonLink';
import { nextStepFor, type EnrollmentPaths } from '@/services/session/next-step';
import { startSignIn } from '@/services/session/start-sign-in';
import { useSignedIn } from '@/services/session/use-signed-in';
import styles from './sign-in.module.css';

const here = () => `${window.location.pathname}${window.location.search}`;

export function SignInLink({ signIn, enrollment, className }: { signIn: Link; enrollment: EnrollmentPaths; className?: string }) {
  const signedIn = useSignedIn();
  if (!signedIn) {
    return (
      <ButtonLink
        href={`/api/auth/signin?callbackUrl=${encodeURIComponent('/')}`}
        variant="outlined"
        className={className}
        onClick={(event) => {
          event.preventDefault();
          void startSignIn(here()).catch(() => window.location.assign(signIn.href));
        }}
      >
        {signIn.label}
      </ButtonLink>
    );
  }
  const step = nextStepFor(signedIn.member?.homepayAccountStatusV2, enrollment);
  return (
    <div className={`${styles.signedIn} ${className ?? ''}`}>
      {signedIn.isImpersonated && <span className={styles.impersonated}>Impersonating</span>}
      <span className={styles.greeting}>{`Hi, ${signedIn.firstName ?? 'there'}`}</span>
      <ButtonLink href={step.href} variant="outlined">
        {step.label}
      </ButtonLink>
      {signedIn.hasSession && (
        <form method="post" action="/api/sign-out">
          <button type="submit" className={buttonClass({ variant: 'text', size: 'small' })}>
            Sign out
          </button>
        </form>
      )}
    </div>
  );
}
