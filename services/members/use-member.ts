'use client';
import { useEffect, useState } from 'react';
import type { Member } from '@/services/graphql/operations/member';
import { memberOfThisVisit } from './member-lookup';

/** The signed-in member once the lookup has answered; null before, and for visitors. */
export function useMember(): Member | null {
  const [member, setMember] = useState<Member | null>(null);
  useEffect(() => {
    let live = true;
    void memberOfThisVisit().then((found) => {
      if (live) setMember(found);
    });
    return () => {
      live = false;
    };
  }, []);
  return member;
}
