'use client';
/**
 * "Sign in", wherever the shell offers it. Without script it is a plain link to the sign-in page,
 * which learns the page to come back to from the Referer; with script it starts sign-in straight
 * away and brings the visitor back to this page, query string included. Should starting fail, the
 * sign-in page still works.
 */
import type { Link } from '@/schemas/generated/config-types';
import { ButtonLink, type ButtonStyle } from '@/components/ui/ButtonLink';
import { startSignIn } from '@/services/session/start-sign-in';

const here = () => `${window.location.pathname}${window.location.search}`;
const withReturn = (href: string, returnTo: string) => `${href}?callbackUrl=${encodeURIComponent(returnTo)}`;

export function SignInButton({ signIn, className, ...style }: { signIn: Link; className?: string } & ButtonStyle) {
  return (
    <ButtonLink
      {...style}
      href={signIn.href}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        const returnTo = here();
        void startSignIn(returnTo).catch(() => window.location.assign(withReturn(signIn.href, returnTo)));
      }}
    >
      {signIn.label}
    </ButtonLink>
  );
}
