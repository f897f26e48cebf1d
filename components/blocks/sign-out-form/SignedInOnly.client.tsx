'use client';
/** The sign-out form for a visitor signed in on this site; once the page knows nobody is, what to do instead. */
import type { ReactNode } from 'react';
import { useSignedInState } from '@/services/session/use-signed-in';
import { offersSignOut } from './offer';

export function SignedInOnly({ children, otherwise }: { children: ReactNode; otherwise: ReactNode }) {
  return offersSignOut(useSignedInState()) ? children : otherwise;
}
