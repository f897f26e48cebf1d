import type { HomepayAccountStatus } from '@/services/graphql/operations/member';

export interface EnrollmentPaths {
  signupPath: string;
  landingPath: string;
  /** A caregiver member's own pages in the enrollment app. */
  caregiverPayStubsPath: string;
  caregiverW2Path: string;
}

export interface AccountLink {
  label: string;
  href: string;
}

/**
 * Where the header leads a signed-in member. A family's next step depends on its account status; a
 * caregiver (provider) member is never asked to enroll as an employer: her links are to her own pay stubs
 * and W-2s.
 */
export function accountLinksFor(
  status: HomepayAccountStatus | undefined,
  paths: EnrollmentPaths,
  memberType: string | null = null,
): AccountLink[] {
  if (memberType === 'provider')
    return [
      { label: 'Your pay stubs', href: paths.caregiverPayStubsPath },
      { label: 'Your W-2', href: paths.caregiverW2Path },
    ];
  return [nextStepFor(status, paths)];
}

function nextStepFor(status: HomepayAccountStatus | undefined, paths: EnrollmentPaths): AccountLink {
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
