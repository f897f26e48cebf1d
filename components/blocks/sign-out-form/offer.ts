import type { SignedIn } from '@/services/session/use-signed-in';

/**
 * Whether the page offers sign-out: while it does not know yet (and without script) it does, since the form
 * works without script and signing out twice is harmless; once it knows, only to a visitor signed in on this site.
 */
export function offersSignOut({ known, signedIn }: { known: boolean; signedIn: SignedIn | null }): boolean {
  return !known || signedIn?.hasSession === true;
}
