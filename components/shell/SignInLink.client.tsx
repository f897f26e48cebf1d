'use client';
/**
 * The header's sign-in entry. Rendered on the server as "Sign in"; when the
 * member lookup finds a signed-in member it greets them instead. The link
 * keeps a minimum width so the greeting does not shift the header.
 */
import type { Link } from '@/schemas/generated/config-types';
import { ButtonLink } from '@/components/ui/ButtonLink';
import { useMember } from '@/services/members/use-member';

export function SignInLink({ signIn, className }: { signIn: Link; className?: string }) {
  const member = useMember();
  return (
    <ButtonLink href={signIn.href} variant="outlined" className={className} {...(member ? { 'aria-label': `Signed in as ${member.firstName}` } : {})}>
      {member ? `Hi, ${member.firstName}` : signIn.label}
    </ButtonLink>
  );
}
