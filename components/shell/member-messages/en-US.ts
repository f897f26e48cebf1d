import { ENGLISH_ACCOUNT_LINK_LABELS } from '@/services/session/next-step';
import type { MemberMessages } from './types';

/** English: built into the header's code; other languages load beside the member lookup (./load.ts). */
export const en: MemberMessages = {
  impersonating: 'Impersonating',
  greeting: (firstName) => `Hi, ${firstName ?? 'there'}`,
  signOut: 'Sign out',
  accountLinks: ENGLISH_ACCOUNT_LINK_LABELS,
};
