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

/** The words of each link the header may offer a member; the shell gives its page's language's. */
export interface AccountLinkLabels {
  payStubs: string;
  w2: string;
  account: string;
  finishEnrollment: string;
  checkEnrollment: string;
  startEnrollment: string;
}

export const ENGLISH_ACCOUNT_LINK_LABELS: AccountLinkLabels = {
  payStubs: 'Your pay stubs',
  w2: 'Your W-2',
  account: 'Your account',
  finishEnrollment: 'Finish enrollment',
  checkEnrollment: 'Check your enrollment',
  startEnrollment: 'Start enrollment',
};

/**
 * Where the header leads a signed-in member. A family's next step depends on its account status; a
 * caregiver (provider) member is never asked to enroll as an employer: her links are to her own pay stubs
 * and W-2s.
 */
export function accountLinksFor(
  status: HomepayAccountStatus | undefined,
  paths: EnrollmentPaths,
  memberType: string | null = null,
  labels: AccountLinkLabels = ENGLISH_ACCOUNT_LINK_LABELS,
): AccountLink[] {
  if (memberType === 'provider')
    return [
      { label: labels.payStubs, href: paths.caregiverPayStubsPath },
      { label: labels.w2, href: paths.caregiverW2Path },
    ];
  return [nextStepFor(status, paths, labels)];
}

function nextStepFor(
  status: HomepayAccountStatus | undefined,
  paths: EnrollmentPaths,
  labels: AccountLinkLabels,
): AccountLink {
  switch (status) {
    case 'CLIENT':
      return { label: labels.account, href: paths.landingPath };
    case 'PENDING':
      return { label: labels.finishEnrollment, href: paths.landingPath };
    case 'SUBMITTED':
      return { label: labels.checkEnrollment, href: paths.landingPath };
    default:
      return { label: labels.startEnrollment, href: paths.signupPath };
  }
}
