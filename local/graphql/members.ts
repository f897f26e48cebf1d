/** Fixture members, one per account status, keyed by the token subject (the identity provider's login). */
import type { Member } from '@/services/graphql/operations/member';

export const FIXTURE_MEMBERS: Readonly<Record<string, Member>> = {
  client: {
    id: '1001_client',
    displayName: 'Maria G.',
    email: 'maria.garcia@example.com',
    firstName: 'Maria',
    lastName: 'Garcia',
    homepayAccountStatusV2: 'CLIENT',
  },
  none: {
    id: '1002_none',
    displayName: 'Noah B.',
    email: 'noah.brooks@example.com',
    firstName: 'Noah',
    lastName: 'Brooks',
    homepayAccountStatusV2: 'NONE',
  },
  pending: {
    id: '1003_pending',
    displayName: 'Priya P.',
    email: 'priya.patel@example.com',
    firstName: 'Priya',
    lastName: 'Patel',
    homepayAccountStatusV2: 'PENDING',
  },
  submitted: {
    id: '1004_submitted',
    displayName: 'Sam S.',
    email: 'sam.sullivan@example.com',
    firstName: 'Sam',
    lastName: 'Sullivan',
    homepayAccountStatusV2: 'SUBMITTED',
  },
  provider: {
    id: '1005_provider',
    displayName: 'Rosa M.',
    email: 'rosa.martinez@example.com',
    firstName: 'Rosa',
    lastName: 'Martinez',
    homepayAccountStatusV2: 'NONE',
  },
  // An impersonated session acts as the "none" member.
  impersonated: {
    id: '1002_none',
    displayName: 'Noah B.',
    email: 'noah.brooks@example.com',
    firstName: 'Noah',
    lastName: 'Brooks',
    homepayAccountStatusV2: 'NONE',
  },
};
