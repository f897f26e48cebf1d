'use client';
/**
 * Who is signed in, for the header: the site's own session (/api/member),
 * else the core site's stored user record (the member lookup of
 * services/members). Null until known; never throws.
 */
import { useEffect, useState } from 'react';
import type { Member } from '@/services/graphql/operations/member';
import { memberOfThisVisit } from '@/services/members/member-lookup';
import type { SessionMember } from './session-member';

export interface SignedIn {
  firstName: string | null;
  /** seeker (a family) or provider (a caregiver), when the session says. */
  memberType: string | null;
  isImpersonated: boolean;
  member: Member | null;
  /** Signed in on this site (so it can sign out here). */
  hasSession: boolean;
}

let answer: Promise<SignedIn | null> | undefined;

async function lookUp(): Promise<SignedIn | null> {
  const response = await fetch('/api/member', { headers: { accept: 'application/json' } });
  const session = response.ok ? ((await response.json()) as SessionMember) : { signedIn: false as const };
  if (session.signedIn)
    return {
      firstName: session.firstName,
      memberType: session.memberType,
      isImpersonated: session.isImpersonated,
      member: session.member,
      hasSession: true,
    };
  const member = await memberOfThisVisit();
  return member
    ? { firstName: member.firstName, memberType: null, isImpersonated: false, member, hasSession: false }
    : null;
}

export function useSignedIn(): SignedIn | null {
  return useSignedInState().signedIn;
}

/** Who is signed in, and whether that is known yet: "nobody" and "not asked yet" differ on the sign-out page. */
export function useSignedInState(): { known: boolean; signedIn: SignedIn | null } {
  const [state, setState] = useState<{ known: boolean; signedIn: SignedIn | null }>({ known: false, signedIn: null });
  useEffect(() => {
    let live = true;
    answer ??= lookUp().catch(() => null);
    void answer.then((found) => {
      if (live) setState({ known: true, signedIn: found });
    });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
