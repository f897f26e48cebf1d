import type { HomepayAccountStatus } from '@/services/graphql/operations/member';

export interface EnrollmentPaths {
  signupPath: string;
  landingPath: string;
}

/** The header's next step for a signed-in member, by account status. */
export function nextStepFor(status: HomepayAccountStatus | undefined, paths: EnrollmentPaths): { label: string; href: string } {
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
