import type { HomepayAccountStatus } from '@/services/graphql/operations/member';

export interface EnrollmentPaths {
  signupPath: string;
  landingPath: string;
}

/** Where a caregiver member finds what the service does for them (pay stubs, W-2). */
export const CAREGIVER_PAGE = '/caregivers';

/**
 * The header's next step for a signed-in member. A family's depends on its account status; a
 * caregiver (provider) member is never asked to enroll as an employer, and is pointed to the
 * caregivers' page instead.
 */
export function nextStepFor(
  status: HomepayAccountStatus | undefined,
  paths: EnrollmentPaths,
  memberType: string | null = null,
): { label: string; href: string } {
  if (memberType === 'provider') return { label: 'For caregivers', href: CAREGIVER_PAGE };
  switch (status) {
    case 'CLIENT':
      return { label: 'Your account', href: paths.landingPath };
    case 'PENDING':
      return { label: 'Finish enrollment', href: paths.landingPath };
    case 'SUBMITTED':
      return { label: 'Check your enrollment', href: paths.landingPath };
    default:
      return { label: 'Start enrollment', href: paths.signupPath };
  }
}
