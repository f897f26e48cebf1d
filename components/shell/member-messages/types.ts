import type { AccountLinkLabels } from '@/services/session/next-step';

/** What the header says to a signed-in member: shown only once the member lookup has answered. */
export interface MemberMessages {
  /** Marks a support session acting as the member. */
  impersonating: string;
  greeting: (firstName: string | null) => string;
  signOut: string;
  accountLinks: AccountLinkLabels;
}
